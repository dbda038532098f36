/**
 * react-i18next imports `use-sync-external-store/shim` to support React before 18; on React 19
 * that shim only hands back React's own hook, yet ships its fallback. The example aliases the
 * shim to this module (vite.config.ts): the same hook, none of the fallback.
 */
export { useSyncExternalStore } from 'react';
