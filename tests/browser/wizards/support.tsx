import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { SellerOnboardingWizard } from '../../../src/wizards';
import { userEvent } from 'vitest/browser';
import { BackofficeProvider } from '../../../src/api/BackofficeProvider';
import type { DraftStore } from '../../../src/api/session/DraftStore';
import { createMemoryStorage } from '../../../src/api/session/storage';
import { createSessionStore, type SessionStore } from '../../../src/api/session/SessionStore';
import { createI18n } from '../../../src/i18n';
import {
  createMemoryApi,
  createMemoryUploader,
  DEMO_PASSWORD,
  type MemoryApi,
} from '../../../src/testing';
import { ThemeProvider } from '../../../src/theme';

/** The kit over a memory backend (tenant acme), in real Chromium. */
export function Kit({
  api,
  drafts,
  session,
  children,
}: {
  api: MemoryApi;
  drafts?: DraftStore;
  session?: SessionStore;
  children: ReactNode;
}) {
  return (
    <BackofficeProvider
      api={api}
      uploader={createMemoryUploader()}
      drafts={drafts}
      i18n={createI18n()}
      session={session ?? createSessionStore(createMemoryStorage())}
      tenant="acme"
    >
      <ThemeProvider>{children}</ThemeProvider>
    </BackofficeProvider>
  );
}

export const memoryApi = () => createMemoryApi(undefined, { tenant: 'acme' });

/** The demo seller (seller 201 of company 1) signed in on a memory backend. */
export async function sellerSession(api: MemoryApi): Promise<SessionStore> {
  const session = createSessionStore(createMemoryStorage());
  const [record] = await api.account.signIn({
    username: 'seller@acme.example.com',
    pw: DEMO_PASSWORD,
  });
  if (!record) throw new Error('no demo seller');
  session.signIn(record);
  return session;
}

/**
 * How long a step, or a part of it that loads lazily (the rich-text editors' chunk), may take to
 * appear: the first time in a run the test server transforms that code on demand, which on a busy
 * 2-core machine took more than Testing Library's default second.
 */
const LOADED_MS = 10_000;

/** The step heading that has focus (focus moves there on Next and Back). */
export async function stepHeading(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name }, { timeout: LOADED_MS });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/**
 * A step's rich-text editor, once its chunk has loaded (a clean-clone run failed on About Us with
 * the default second, the editor drawn just after).
 */
export function richTextBox(name: RegExp) {
  return screen.findByRole('textbox', { name }, { timeout: LOADED_MS });
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus: what a keyboard user does. Fails
 * after `limit` presses, so an unreachable control fails the test. `pace` moves the faked clock
 * (`fakeClock`) that many ms after each press, as a person's pause does (Slate reads a caret
 * 100 ms after it moves).
 */
export async function tabTo(target: Element, { back = false, limit = 120, pace = 0 } = {}) {
  for (let i = 0; i < limit; i += 1) {
    if (document.activeElement === target) return;
    await userEvent.keyboard(back ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
    if (pace > 0) await vi.advanceTimersByTimeAsync(pace);
  }
  throw new Error(`could not reach ${target.outerHTML.slice(0, 120)} with the keyboard`);
}

/** Tabs to a field labelled `label` (exact text at its start) and types `text`. */
export async function typeInto(label: RegExp, text: string) {
  const field = screen.getByLabelText(label, { selector: 'input, textarea, select' });
  await tabTo(field);
  await userEvent.keyboard(text);
}

/** Tabs to the button named `name` and presses Enter. */
export async function press(name: string | RegExp) {
  const button = screen.getByRole('button', { name });
  await tabTo(button);
  await userEvent.keyboard('{Enter}');
}

/** The seller wizard at step 1, its editors loaded; the api answers as the signed-in seller. */
export async function renderSeller(delay = 0) {
  // The api answers as the signed-in seller (its own progress and records), as the server does.
  const auth: { token?: string } = {};
  const api = createMemoryApi(undefined, {
    tenant: 'acme',
    delay,
    getAccessToken: () => auth.token,
  });
  const session = await sellerSession(api);
  auth.token = session.get()?.user.access_token;
  render(
    <Kit api={api} session={session}>
      <SellerOnboardingWizard defaultStep={1} />
    </Kit>,
  );
  await screen.findByRole('heading', { name: 'Add Product' }, { timeout: LOADED_MS });
  // Both editors have loaded (their chunk), as they have by the time a reader reaches Next.
  await waitFor(
    () =>
      expect(
        screen.getAllByRole('textbox', { name: /^(Description|Specifications)/ }),
      ).toHaveLength(2),
    { timeout: LOADED_MS },
  );
  return api;
}
