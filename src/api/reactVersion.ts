/** The oldest React the kit's React components run on: they take `ref` as a prop and use `useEffectEvent`. */
export const REACT_NEEDED = '19.2';

/**
 * Throws a clear error when the page's React is older than the kit's React components need. The
 * package allows React 18 so that a React 18 portal can install it for the custom elements
 * (`storefront-onboarding/elements`), which carry their own React.
 */
export function assertReactVersion(running: string): void {
  const [major = 0, minor = 0] = running.split('.').map(Number);
  const [needMajor = 0, needMinor = 0] = REACT_NEEDED.split('.').map(Number);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return;
  throw new Error(
    `storefront-onboarding: its React components need React ${REACT_NEEDED} or newer, and this ` +
      `page runs React ${running}. On an older React, embed the custom elements instead ` +
      `(storefront-onboarding/elements): they carry their own React.`,
  );
}
