import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements';
import type { KitElementTagNameMap } from '../../../src/elements';
import { createMemoryApi, DEMO_PASSWORD } from '../../../src/testing';

/*
 * The custom elements in real Chromium: attributes in, properties in, events out, the kit's
 * styles inside each shadow root, and what stops an element said inside it (docs/embedding.md).
 */

const heard: Array<{
  type: string;
  detail: unknown;
  composed: boolean;
  target: EventTarget | null;
}> = [];
const types = ['signed-in', 'navigate', 'error', 'unauthorised', 'password-changed'];
const listen = (event: Event) =>
  heard.push({
    type: event.type,
    detail: (event as CustomEvent).detail,
    composed: event.composed,
    target: event.target,
  });

beforeAll(() => {
  for (const type of types) document.addEventListener(type, listen);
});

afterEach(() => {
  heard.length = 0;
  document.body.replaceChildren();
  document.head.querySelector('#host-css')?.remove();
  localStorage.clear();
});

/** Puts `tag` in the page with `attributes` and `properties` set, as a host would. */
function place<K extends keyof KitElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  properties: Partial<KitElementTagNameMap[K]> = {},
): KitElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  Object.assign(element, properties);
  document.body.append(element);
  return element;
}

/** The first `error` event's detail, once one was heard (the notice sends it once shown). */
async function errorDetail() {
  await expect.poll(() => heard.some((e) => e.type === 'error')).toBe(true);
  return heard.find((e) => e.type === 'error')!;
}

/** The text inside an element's shadow root, once it contains `text`. */
async function shows(element: HTMLElement, text: string) {
  await expect
    .poll(() => element.shadowRoot?.textContent ?? '', { timeout: 15_000 })
    .toContain(text);
}

describe('what stops an element is said inside it, with a console.error and an error event', () => {
  it('no tenant (the test page is on localhost): names the tenant attribute', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = place('sfo-sign-in', {}, { api: createMemoryApi() });
    await shows(element, 'No store to show');
    await shows(element, 'or set tenant="…"');
    const error = await errorDetail();
    expect(logged).toHaveBeenCalledWith(
      `<sfo-sign-in>: the page's address (${location.hostname}) names no store; set the tenant attribute.`,
    );
    expect(error).toMatchObject({
      detail: { code: 'no-tenant' },
      composed: true,
      target: element,
    });
  });

  it('an unknown tenant: the API knows no such store', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = place('sfo-sign-in', { tenant: 'nowhere' }, { api: createMemoryApi() });
    await shows(element, 'The onboarding API knows no store called “nowhere”');
    expect((await errorDetail()).detail).toMatchObject({ code: 'unknown-tenant' });
  });

  it('an api base that does not answer: names its address and the api-base attribute', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = place('sfo-sign-in', { tenant: 'acme', 'api-base': 'http://127.0.0.1:9/api' });
    await shows(element, 'Nothing answered as the onboarding API at http://127.0.0.1:9/api');
    await shows(element, 'set api-base="…" to its address');
    expect((await errorDetail()).detail).toMatchObject({ code: 'api-unreachable' });
  });

  it('an attribute it cannot use: names it and what it takes, in the element’s language', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = place(
      'sfo-sign-in',
      { tenant: 'acme', preset: 'color-9', locale: 'ar' },
      { api: createMemoryApi() },
    );
    await shows(element, 'قيمة السمة preset هي “color-9”. استخدم color-1 … color-6.');
    expect((await errorDetail()).detail).toMatchObject({ code: 'attribute' });
    expect(logged).toHaveBeenCalledWith(
      '<sfo-sign-in>: the preset attribute is "color-9"; use color-1 … color-6.',
    );
  });

  it('the team panel for an admin who is not the owner says why, in words (no code table in English)', async () => {
    const memory = createMemoryApi(undefined, { tenant: 'globex' });
    const [admin] = await memory.account.signIn({
      username: 'admin@globex.example.com',
      pw: DEMO_PASSWORD,
    });
    const element = place(
      'sfo-store-team',
      { tenant: 'globex' },
      { api: memory.memory.withToken(admin!.access_token!), user: admin },
    );
    await shows(element, "Only the store's owner can do this");
  });

  it('a wizard with nobody signed in says so, instead of a skeleton', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = place('sfo-company-wizard', { tenant: 'acme' }, { api: createMemoryApi() });
    await shows(element, 'Nobody is signed in here. Sign in first, or give element.user');
  });
});

describe('attributes, properties and events', () => {
  it('signs in: signed-in with the record and navigate to the password change, both composed', async () => {
    const element = place('sfo-sign-in', { tenant: 'acme' }, { api: createMemoryApi() });
    const root = page.elementLocator(element);
    await root.getByLabelText('Username').fill('admin@acme.example.com');
    await root.getByLabelText('Password', { exact: true }).fill(DEMO_PASSWORD);
    await userEvent.click(root.getByRole('button', { name: 'Sign In' }));
    await expect.poll(() => heard.map((e) => e.type)).toContain('navigate');
    expect(heard.find((e) => e.type === 'signed-in')).toMatchObject({
      detail: { username: 'admin@acme.example.com', kind: 'company', pw_changed: false },
      composed: true,
      target: element,
    });
    expect(heard.find((e) => e.type === 'navigate')?.detail).toEqual({ to: 'change-password' });
    // The kit's session, in this origin's storage, as the example keeps it.
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ kind: 'company' });
  });

  it('a changed attribute re-renders in place: the same node, now in Arabic and right to left', async () => {
    const element = place('sfo-sign-in', { tenant: 'acme' }, { api: createMemoryApi() });
    await shows(element, 'Sign In');
    const root = element.shadowRoot!.querySelector('.sfo-root')!;
    expect(root.getAttribute('dir')).toBe('ltr');
    element.setAttribute('locale', 'ar');
    await shows(element, 'تسجيل الدخول');
    expect(element.shadowRoot!.querySelector('.sfo-root')).toBe(root);
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('ar');
  });

  it('properties set before the element was defined are taken (a framework binding early)', async () => {
    const early = document.createElement('div');
    early.innerHTML = '<sfo-sign-in tenant="acme"></sfo-sign-in>';
    const element = early.firstElementChild as KitElementTagNameMap['sfo-sign-in'];
    // Defined already here; an own property shadows the accessor until connected, as before upgrade.
    Object.defineProperty(element, 'api', {
      value: createMemoryApi(),
      configurable: true,
      writable: true,
    });
    document.body.append(early);
    await shows(element, 'Sign In');
    expect(element.shadowRoot!.textContent).not.toContain('api-base');
  });

  it('the reflecting properties mirror their attributes', () => {
    const element = place('sfo-company-wizard', {}, {});
    element.apiBase = '/api';
    element.step = 3;
    element.primaryColor = '#0055aa';
    expect(element.getAttribute('api-base')).toBe('/api');
    expect(element.getAttribute('step')).toBe('3');
    expect(element.getAttribute('primary-color')).toBe('#0055aa');
    element.setAttribute('heading-level', '1');
    expect(element.headingLevel).toBe(1);
    element.tenant = null;
    expect(element.hasAttribute('tenant')).toBe(false);
  });
});

describe('shadow DOM: nothing leaks in or out', () => {
  it('the page’s button and box-sizing rules do not reach the kit; the kit writes no style into the page', async () => {
    const before = document.head.querySelectorAll('style').length;
    const css = Object.assign(document.createElement('style'), {
      id: 'host-css',
      textContent:
        '* { box-sizing: content-box } button { background: rgb(255, 0, 0); padding: 30px; font-family: serif }',
    });
    document.head.append(css);
    const element = place('sfo-sign-in', { tenant: 'acme' }, { api: createMemoryApi() });
    await shows(element, 'Sign In');
    const submit = [...element.shadowRoot!.querySelectorAll('button')].find(
      (button) => button.textContent === 'Sign In',
    )!;
    const style = getComputedStyle(submit);
    expect(style.backgroundColor).not.toBe('rgb(255, 0, 0)');
    expect(style.paddingTop).not.toBe('30px');
    expect(style.boxSizing).toBe('border-box');
    expect(style.fontFamily).not.toBe('serif');
    // The page's own button keeps the page's look.
    const own = document.createElement('button');
    document.body.append(own);
    expect(getComputedStyle(own).backgroundColor).toBe('rgb(255, 0, 0)');
    // The kit's styles are in the element's shadow root, none in the page's head.
    expect(document.head.querySelectorAll('style').length).toBe(before + 1);
    expect(element.shadowRoot!.querySelectorAll('style').length).toBeGreaterThan(1);
  });
});
