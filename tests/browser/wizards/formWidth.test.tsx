import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { page } from 'vitest/browser';
import { VariantsTaxStep } from '../../../src/wizards';
import { createTheme } from '../../../src/theme';
import { renderWithKit } from '../../unit/render';

// Real layout on a wide screen: a form step's width is CSS.
afterEach(() => cleanup());
afterAll(() => page.viewport(414, 896));

describe('a wizard form step on a wide screen (1,440 px)', () => {
  it("stops at the theme's form width: 'Varient Name' is no longer the screen's width", async () => {
    await page.viewport(1440, 900);
    renderWithKit(
      <VariantsTaxStep
        defaultValues={{ variantsEnabled: true }}
        onSubmit={vi.fn()}
        onBack={vi.fn()}
      />,
    );
    const form = document.querySelector('form') as HTMLFormElement;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const limit = parseFloat(createTheme().layout.form) * rem;
    expect(limit).toBeGreaterThanOrEqual(720);
    expect(limit).toBeLessThanOrEqual(960);
    expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(limit + 0.5);
    const name = await screen.findByLabelText(/^Varient Name/);
    expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(limit);
    // Back and Next sit at the form's two ends, under its fields, not the screen's.
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(
      form.getBoundingClientRect().right + 0.5,
    );
  });
});
