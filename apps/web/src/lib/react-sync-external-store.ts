/**
 * What `use-sync-external-store/shim` gives react-i18next, from React itself: React 19 has the hook, and the shim's
 * fallback for React 17 is dead weight in every page (0.5 KiB brotli). Aliased in `vite.config.ts`.
 */
export { useSyncExternalStore } from 'react';
