import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { companyFlow } from '../../../../src/wizards/company/companyFlow';
import { sellerFlow } from '../../../../src/wizards/seller/sellerFlow';
import { WizardFrame } from '../../../../src/wizards/flow';
import { wizard as en } from '../../../../src/i18n/resources/wizard';
import { wizard as hi } from '../../../../src/i18n/resources/hi/wizard';
import { wizard as ar } from '../../../../src/i18n/resources/ar/wizard';
import { renderWithKit } from '../../render';

/** The text of a `wizard.…` key in one locale's wizard area. */
function text(area: object, key: string): unknown {
  return key
    .replace(/^wizard\./, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], area);
}

describe('a line of help under each step title (issue 46, item 6)', () => {
  it.each([
    ['company', companyFlow],
    ['seller', sellerFlow],
  ] as const)('every %s step has one, in English, Hindi and Arabic', (_flow, flow) => {
    for (const step of flow) {
      expect(step.help, step.id).toMatch(/^wizard\.help\./);
      for (const area of [en, hi, ar]) {
        const line = text(area, step.help!);
        expect(typeof line, `${step.help}`).toBe('string');
        // One short line, not a title repeated.
        expect((line as string).length).toBeLessThanOrEqual(110);
        expect(line).not.toBe(text(area, step.title));
      }
    }
  });

  it('the same step says whose record it saves: the store, or the seller own shop', () => {
    const billing = (flow: typeof companyFlow | typeof sellerFlow) =>
      text(en, flow.find((step) => step.id === 'billing')!.help!);
    expect(billing(companyFlow)).toMatch(/store's record/);
    expect(billing(sellerFlow)).toMatch(/your shop only/);
  });

  it('the frame shows it under the title and describes the step with it', () => {
    renderWithKit(
      <WizardFrame
        steps={[
          { id: 'one', title: 'Register Details' },
          { id: 'two', title: 'Billing Name and Address', help: 'Where invoices go.' },
        ]}
        current={1}
      >
        <p>body</p>
      </WizardFrame>,
    );
    const heading = screen.getByRole('heading', { name: 'Billing Name and Address' });
    const help = screen.getByText('Where invoices go.');
    expect(heading.nextElementSibling).toBe(help);
    // The title stays the step's name; the line is its description, said once.
    expect(
      screen.getByRole('region', { name: 'Billing Name and Address' }),
    ).toHaveAccessibleDescription('Where invoices go.');
  });
});
