import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BillingStep, CompanyInformationStep, SellerDetailsStep } from '../../../../src/wizards';
import { fixtureFile } from '../../../fixtures/images/node';
import { renderWithKit } from '../../render';
import { provinces } from './fixtures';

const NOW = new Date('2026-06-15T12:00:00Z');
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
/** The summary: the danger alert titled 'There is a problem' (or its translation). */
const summary = (title = 'There is a problem') =>
  screen.queryAllByRole('alert').find((alert) => within(alert).queryByText(title) !== null) ?? null;

describe('the error summary of wizard form steps', { timeout: 30_000 }, () => {
  it('is absent until a Next finds invalid fields, then links every message in reading order', async () => {
    const { user } = renderWithKit(
      <SellerDetailsStep provinces={provinces} onSubmit={vi.fn()} now={NOW} />,
    );
    expect(summary()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(summary()).not.toBeNull());
    const links = within(summary() as HTMLElement).getAllByRole('link');
    // One link per invalid field, worded as the message beside the field.
    expect(links).toHaveLength(18);
    expect(links.slice(0, 3).map((link) => link.textContent)).toEqual([
      'Seller Type is required',
      'Business Type is required',
      'Business Name is required',
    ]);
    expect(links.at(-1)).toHaveTextContent('Email address is required');
    // Each link points at the control its message describes.
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target).not.toBeNull();
      expect(target?.getAttribute('aria-describedby') ?? '').toMatch(/-error\b/);
    }
    // It sits at the form's top, above the first field.
    const first = screen.getAllByRole('radio')[0] as HTMLElement;
    expect(
      (summary() as HTMLElement).compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('moves focus to a field when its link is followed, and follows the form as fields are fixed', async () => {
    const { user } = renderWithKit(
      <BillingStep billingName="Acme" provinces={provinces} onSubmit={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(summary()).not.toBeNull());
    const zipLink = within(summary() as HTMLElement).getByRole('link', { name: /^Zip/ });
    await user.click(zipLink);
    expect(field(/^Zip/)).toHaveFocus();

    await user.type(field(/^Area/), 'Andheri East');
    await waitFor(() =>
      expect(within(summary() as HTMLElement).queryByRole('link', { name: /^Area/ })).toBeNull(),
    );
    expect(within(summary() as HTMLElement).getAllByRole('link')).toHaveLength(2);

    await user.type(field(/^Zip/), '400069');
    await user.selectOptions(field(/^Province/), 'MH');
    await waitFor(() => expect(summary()).toBeNull());
  });

  it('does not show for a field that turns invalid on its own (an image refused as picked)', async () => {
    const { user } = renderWithKit(<CompanyInformationStep onSubmit={vi.fn()} />);
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no image picker');
    await user.upload(picker, fixtureFile('exe'));
    expect(await screen.findByText('Only allowed PNG or JPG or WEBP')).toBeVisible();
    expect(summary()).toBeNull();
  });

  it('has its title in Hindi and Arabic', async () => {
    for (const [locale, title] of [
      ['hi', 'कोई समस्या है'],
      ['ar', 'هناك مشكلة'],
    ] as const) {
      const { user, unmount } = renderWithKit(
        <BillingStep billingName="Acme" provinces={provinces} onSubmit={vi.fn()} />,
        { locale },
      );
      const next = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      if (!next) throw new Error('no Next');
      await user.click(next);
      await waitFor(() => expect(summary(title)).not.toBeNull());
      unmount();
    }
  });
});
