import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BillingStep, CompanyInformationStep, SellerDetailsStep } from '../../../../src/wizards';
import { fixtureFile } from '../../../fixtures/images/node';
import { renderWithKit } from '../../render';
import { provinces } from './fixtures';

const NOW = new Date('2026-06-15T12:00:00Z');
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
/** The summary: the danger box titled 'There is a problem' (or its translation). */
const summary = (title = 'There is a problem') => {
  const box = document.querySelector<HTMLElement>('[data-part="error-summary"] [data-tone]');
  return box && within(box).queryByText(title) !== null ? box : null;
};
const LIVE = '[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])';
/** The live regions (what a screen reader says as it changes) whose text holds `text`. */
const liveWith = (text: string) =>
  [...document.querySelectorAll<HTMLElement>(LIVE)].filter((region) =>
    region.textContent?.includes(text),
  );
/** Records every change made inside a live region from now on (a new region is not one). */
function liveChanges() {
  const changes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const region = target?.closest(LIVE);
      if (region) changes.push(`${record.type} in ${region.outerHTML.slice(0, 80)}`);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return {
    take: () => {
      changes.push(...observer.takeRecords().map((r) => r.type));
      observer.disconnect();
      return changes;
    },
  };
}

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

  // Issue 46 item 7: said once per Next, not on every keystroke; a field's message said once.
  it('is announced once per Next and not again while the reader fixes fields', async () => {
    const { user } = renderWithKit(
      <BillingStep billingName="Acme" provinces={provinces} onSubmit={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(summary()).not.toBeNull());
    // One live region says the summary: its title and each message.
    await waitFor(() => expect(liveWith('There is a problem')).toHaveLength(1));
    const first = liveWith('There is a problem')[0] as HTMLElement;
    expect(first).toHaveTextContent('Area is Required');
    expect(first).toHaveTextContent('Zip is Required');

    // Fixing fields changes the visible summary but says nothing.
    const changes = liveChanges();
    await user.type(field(/^Area/), 'Andheri East');
    await waitFor(() =>
      expect(within(summary() as HTMLElement).queryByRole('link', { name: /^Area/ })).toBeNull(),
    );
    await user.type(field(/^Zip/), '4');
    expect(changes.take()).toEqual([]);
    expect(liveWith('There is a problem')).toHaveLength(0);

    // The next Next that still finds invalid fields says the summary again, once.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(liveWith('There is a problem')).toHaveLength(1));
    expect(liveWith('There is a problem')[0]).not.toBe(first);
    expect(liveWith('Province is required')).toHaveLength(1);
  });

  it('says a field’s own message once: the image field leaves it to the summary', async () => {
    const { user } = renderWithKit(<CompanyInformationStep onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(summary()).not.toBeNull());
    await waitFor(() => expect(liveWith('Please Upload Logo')).toHaveLength(1));
    // Still shown beside the field and read with it (its description), not said on its own.
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(picker).toHaveAccessibleDescription(/Please Upload Logo/);
    expect(
      liveWith('Please Upload Logo')[0]?.closest('[data-part="error-summary"]'),
    ).not.toBeNull();
  });
});
