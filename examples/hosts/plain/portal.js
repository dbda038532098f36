/* global document, window, location */
// The portal's own routing: one kit element at a time, chosen by the address's hash, moved
// on by the elements' `navigate` events. The kit keeps its session in this origin's
// storage (the sign-in element fills it); the portal only listens.
const main = document.getElementById('portal-main');
const saved = document.getElementById('portal-saved');
const notice = document.getElementById('portal-notice');
const language = document.getElementById('portal-language');
language.value = localStorage.getItem('portal-language') || 'en';
// What the elements said, for the portal's own records (and its tests).
window.portalEvents = [];

const routes = {
  'sign-in': () => element('sfo-sign-in'),
  register: () => element('sfo-register'),
  'register-seller': () => element('sfo-register', { kind: 'seller' }),
  'change-password': () => element('sfo-change-password'),
  'company-wizard': (step) => element('sfo-company-wizard', step ? { step } : {}),
  'seller-wizard': (step) => element('sfo-seller-wizard', step ? { step } : {}),
  'store-team': () => element('sfo-store-team'),
  dashboard: () => {
    const done = document.createElement('p');
    done.textContent = 'Your onboarding is complete.';
    return done;
  },
};

function element(tag, attributes = {}) {
  const node = document.createElement(tag);
  node.setAttribute('api-base', '/api');
  node.setAttribute('locale', language.value);
  node.setAttribute('heading-level', '2');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function show() {
  // `#company-wizard/3`; anything else (the mailed activation link's `#/auth/login?…`) signs in.
  const [route, step] = location.hash.replace(/^#/, '').split('/');
  const make = routes[route] || routes['sign-in'];
  const current = main.firstElementChild;
  if (current && current.localName === `sfo-${route}` && step) {
    current.setAttribute('step', step);
    return;
  }
  main.replaceChildren(make(step));
}

for (const type of [
  'signed-in',
  'registered',
  'password-changed',
  'step-saved',
  'onboarding-complete',
  'navigate',
  'error',
  'unauthorised',
]) {
  document.addEventListener(type, (event) => {
    window.portalEvents.push({ type, detail: event.detail });
  });
}
document.addEventListener('navigate', (event) => {
  const { to, step } = event.detail;
  event.preventDefault();
  notice.textContent = '';
  location.hash = step ? `${to}/${step}` : to;
});
document.addEventListener('step-saved', (event) => {
  const { step, stepId, call } = event.detail;
  const line = document.createElement('li');
  line.textContent = `${step} ${stepId} ${call}`;
  saved.append(line);
});
document.addEventListener('unauthorised', () => {
  notice.textContent = 'Your portal session has ended. Please sign in again.';
});
language.addEventListener('change', () => {
  localStorage.setItem('portal-language', language.value);
  // A changed attribute re-renders in place, in the new language and direction.
  main.firstElementChild?.setAttribute('locale', language.value);
});
window.addEventListener('hashchange', show);
show();
