import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../../src/kernel/errors';
import { CompanyOnboardingWizard } from '../../../src/wizards';
import { fixtureFile } from '../../fixtures/images/browser';
import { fakeClock } from '../fakeClock';
import { Kit, memoryApi, press, tabTo, typeInto } from './support';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Every text the document showed while `run` ran (a message that flashes for one frame included). */
async function textsSeenDuring(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) seen.push(node.textContent ?? '');
      if (record.type === 'characterData') seen.push(record.target.textContent ?? '');
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  try {
    await run();
  } finally {
    observer.disconnect();
  }
  return seen;
}

describe('what the company wizard says, by keyboard (Chromium)', () => {
  it('a Next that fails validation announces no "Saving…"', async () => {
    render(
      <Kit api={memoryApi()}>
        <CompanyOnboardingWizard defaultStep={2} />
      </Kit>,
    );
    await screen.findByRole('heading', { name: 'Company Information' }, { timeout: 10_000 });
    const seen = await textsSeenDuring(async () => {
      await press('Next');
      await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    });
    expect(seen.join('|')).not.toContain('Saving…');
  });

  it('a valid logo after a refused one never shows "Please Upload Logo"', async () => {
    fakeClock();
    render(
      <Kit api={memoryApi()}>
        <CompanyOnboardingWizard defaultStep={2} />
      </Kit>,
    );
    await screen.findByRole('heading', { name: 'Company Information' }, { timeout: 10_000 });
    await press('Next');
    // The field's message (the error summary links to the field with the same words, and its
    // one-shot announcement says them, visually hidden).
    expect(
      await screen.findByText('Please Upload Logo', { selector: '[id$="-error"]' }),
    ).toBeVisible();
    const picker = screen.getByLabelText(/^Upload Logo/, { selector: 'input[type="file"]' });
    await tabTo(picker, { back: true });
    await userEvent.upload(picker, await fixtureFile('text'));
    expect(
      await screen.findByText('Only allowed PNG or JPG or WEBP', { selector: '[id$="-error"]' }),
    ).toBeVisible();
    const seen = await textsSeenDuring(async () => {
      await userEvent.upload(picker, await fixtureFile('png'));
      await waitFor(() =>
        expect(screen.queryAllByText('Only allowed PNG or JPG or WEBP')).toHaveLength(0),
      );
      // Whatever the accepted file set off on a timer (a check, a revalidation) has run.
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(seen.join('|')).not.toContain('Please Upload Logo');
    expect(screen.queryByText('Please Upload Logo')).toBeNull();
  });

  it('a refused Next shows the refusal just above the buttons, in view', async () => {
    const api = memoryApi();
    api.company.savePage = () =>
      Promise.reject(
        new ApiError('The company could not be saved', { kind: 'rejected', status: 409 }),
      );
    render(
      <Kit api={api}>
        <CompanyOnboardingWizard defaultStep={2} />
      </Kit>,
    );
    await screen.findByRole('heading', { name: 'Company Information' }, { timeout: 10_000 });
    const picker = screen.getByLabelText(/^Upload Logo/, { selector: 'input[type="file"]' });
    await tabTo(picker);
    await userEvent.upload(picker, await fixtureFile('png'));
    await typeInto(/^Office Phone/, '022 4000 1234');
    await typeInto(/^Office Email/, 'office@acme.example.com');
    await press('Next');
    const message = await screen.findByText('The company could not be saved', undefined, {
      timeout: 10_000,
    });
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toBeVisible();
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toHaveFocus());
    // Right above the buttons: the reader who pressed Next sees it without scrolling.
    const gap = next.getBoundingClientRect().top - alert.getBoundingClientRect().bottom;
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(80);
    const { top, bottom } = alert.getBoundingClientRect();
    expect(top).toBeGreaterThanOrEqual(0);
    expect(bottom).toBeLessThanOrEqual(window.innerHeight);
  });
});
