import { useEffect, useMemo, useState, version } from 'react';
import type {
  KitElementTagNameMap,
  NavigateDetail,
  StepSavedDetail,
} from 'storefront-onboarding/elements';
import { KitElement } from './KitElement';

/** Each route's element and its own attributes. */
const routes: Record<string, [keyof KitElementTagNameMap, Record<string, string>]> = {
  'sign-in': ['sfo-sign-in', {}],
  register: ['sfo-register', {}],
  'register-seller': ['sfo-register', { kind: 'seller' }],
  'change-password': ['sfo-change-password', {}],
  'company-wizard': ['sfo-company-wizard', {}],
  'seller-wizard': ['sfo-seller-wizard', {}],
};

/** `#seller-wizard/2` → the route and the step; anything else (the activation link) signs in. */
function fromHash(hash: string) {
  const [route = '', step] = hash.replace(/^#/, '').split('/');
  return { route, step };
}

/** The portal's own React 18 tree, beside the kit's elements: a counter that keeps working. */
function VisitCounter() {
  const [visits, setVisits] = useState(0);
  return (
    <button type="button" id="portal-visits" onClick={() => setVisits((n) => n + 1)}>
      Visits {visits}
    </button>
  );
}

/**
 * A React 18 portal that embeds the kit's elements (docs/embedding.md, "React 18"). The kit keeps
 * its session in this origin's storage (the sign-in element fills it); the portal routes on the
 * elements' `navigate` events and keeps what they said.
 */
export function Portal() {
  const [place, setPlace] = useState(() => fromHash(window.location.hash));
  const [notice, setNotice] = useState('');
  const [saves, setSaves] = useState<string[]>([]);
  const locale = useMemo(() => localStorage.getItem('portal-language') ?? 'en', []);
  useEffect(() => {
    const follow = () => setPlace(fromHash(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const on = useMemo(
    () => ({
      navigate: (event: CustomEvent) => {
        const { to, step } = event.detail as NavigateDetail;
        event.preventDefault();
        window.location.hash = step ? `${to}/${step}` : to;
      },
      'step-saved': (event: CustomEvent) => {
        const { step, stepId, call } = event.detail as StepSavedDetail;
        setSaves((list) => [...list, `${step} ${stepId} ${call}`]);
      },
      unauthorised: () => setNotice('Your portal session has ended. Please sign in again.'),
    }),
    [],
  );
  const common = { 'api-base': '/api', locale, 'heading-level': '2' };
  const element = (route: string, step: string | undefined) => {
    if (route === 'dashboard') return <p>Your onboarding is complete.</p>;
    const [tag, attributes] = routes[route] ?? routes['sign-in']!;
    return (
      <KitElement
        key={tag + (attributes.kind ?? '')}
        tag={tag}
        attributes={{ ...common, ...attributes, step }}
        on={on}
      />
    );
  };

  return (
    <>
      <header className="portal-header">
        <h1>Initech partner portal</h1>
        <button type="button" id="portal-help">
          Help
        </button>
        <VisitCounter />
        <span id="portal-react">React {version}</span>
      </header>
      <p id="portal-notice" role="status">
        {notice}
      </p>
      <main>
        {element(place.route, place.step)}
        <ul id="portal-saved" aria-label="Saved steps">
          {saves.map((saved, index) => (
            <li key={index}>{saved}</li>
          ))}
        </ul>
      </main>
    </>
  );
}
