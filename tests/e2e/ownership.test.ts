import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  activationLink,
  launch,
  openPage,
  origin,
  outbox,
  screenshot,
  unique,
  visible,
} from './harness';
import { startServer, type RunningServer } from './referenceServer';

/*
 * Issue 14 in the example app (`npm start`'s server, with its CSP): a store with an owner refuses
 * a stranger on the register screen, in English, Hindi and Arabic, and registers the admin an
 * invitation link names. On a server of its own: the store must have no owner until this file's
 * admin activates (other files activate company admins on the shared server's stores).
 */

let server: RunningServer | undefined;
const port = () => server!.port;

const password = 'first-Pass-42';

/** A JSON call to the API on a tenant's host (Node cannot resolve *.localhost). */
function api<T>(path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: port(),
        method: 'POST',
        path: `/api${path}`,
        headers: {
          host: `globex.localhost:${port()}`,
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as T }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let browser: Browser;
let ownerToken: string;
let companyId: number;

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
  // The store's owner: the first company admin of globex to activate.
  const username = unique('owner');
  const registered = await api('/v1/register', {
    first_name: 'Priya',
    phone: '9876543210',
    username,
    pw: password,
    cpw: password,
    created_at: new Date().toISOString(),
    // Claims the store with the code this server printed at start.
    setup_code: server.setupCodes.globex,
  });
  expect(registered.status).toBe(200);
  const link = new URL((await activationLink('globex', username, port())).replace('/#/', '/'));
  const activated = await api('/v1/companyPO/activation', {
    activation: link.searchParams.get('activation'),
    iv: link.searchParams.get('a'),
  });
  expect(activated.status).toBe(200);
  const signIn = await api<Array<{ access_token: string; company_po_id: number }>>(
    '/signinSeller',
    { username, pw: password },
  );
  companyId = signIn.body[0]!.company_po_id;
  // The first sign-in's token is a must-change grant: the forced change answers the real one.
  const changed = await api<{ access_token: string }>(
    '/v1/companyPO/changepassword',
    {
      pw: password,
      cpw: password,
      pw_changed_date: new Date().toISOString(),
      pw_changed: true,
      user_po_id: (signIn.body[0] as unknown as { user_id: number }).user_id,
    },
    signIn.body[0]!.access_token,
  );
  expect(changed.status).toBe(200);
  ownerToken = changed.body.access_token;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.remove();
});

/** Fills the register form by its fields' names (the labels are translated) and submits it. */
async function register(page: Page, username: string | null) {
  await page.locator('input[name="first_name"]').fill('Kiran');
  await page.locator('input[name="phone"]').fill('9876543210');
  // null: the screen filled in the invited address and locked it.
  if (username !== null) await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="pw"]').fill(password);
  await page.locator('input[name="cpw"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** Content-Security-Policy violations the page reported. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('a store with an owner, on the register screen', () => {
  for (const [locale, message] of [
    ['en', 'This store already has an administrator.'],
    ['hi', 'इस स्टोर का पहले से एक व्यवस्थापक है।'],
    ['ar', 'لهذا المتجر مسؤول بالفعل.'],
  ] as const) {
    it(`refuses a stranger with a clear message (${locale})`, async () => {
      const page = await openPage(browser, 'globex', '/auth/Register', port());
      const violations = cspViolations(page);
      try {
        await page.locator('select').first().selectOption(locale);
        await register(page, unique(`stranger-${locale}`));
        await visible(page.getByText(message), `store-has-owner-${locale}`, page);
        await screenshot(page, `register-store-has-owner-${locale}`);
        expect(violations).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }

  it('registers the admin an invitation link names', async () => {
    const email = `${unique('invited')}@example.com`;
    const made = await api(
      '/v1/companyPO/invitations',
      // The owner's password proves it is the owner, not a token alone (issue 45, step-up).
      { email, company_po_id: companyId, current_pw: password },
      ownerToken,
    );
    expect(made.status).toBe(200);
    const mail = (await outbox('globex', port())).filter((m) => m.to === email).at(-1)!;
    expect(mail.link).toMatch(/#\/auth\/Register\?invitation=/);
    const page = await openPage(browser, 'globex', '/auth/login', port());
    const violations = cspViolations(page);
    try {
      await page.goto(
        mail.link.replace(/^http:\/\/globex\.localhost:\d+/, origin('globex', port())),
      );
      // The screen asks which address the invitation is for, fills it in and locks it.
      const username = page.locator('input[name="username"]');
      await expect.poll(() => username.inputValue(), { timeout: 30_000 }).toBe(email);
      expect(await username.getAttribute('readonly')).not.toBeNull();
      await register(page, null);
      await visible(
        page.getByText('Thank you for Registering with us.'),
        'invited thank you',
        page,
      );
      await screenshot(page, 'register-invited-admin');
      expect(violations).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
