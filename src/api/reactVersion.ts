import { useEffectEvent, version } from 'react';

/**
 * Throws a clear error when the page's React is older than the kit's React components need
 * (19.2: they take `ref` as a prop and use `useEffectEvent`, checked here). The package allows
 * React 18 so that a React 18 portal can install it for the custom elements
 * (`storefront-onboarding/elements`), which carry their own React.
 */
export function assertReactVersion(
  current = typeof useEffectEvent === 'function',
  running = version,
): void {
  if (current) return;
  throw new Error(
    `storefront-onboarding needs React 19.2+, not ${running}: on an older React use its custom ` +
      `elements (storefront-onboarding/elements).`,
  );
}
