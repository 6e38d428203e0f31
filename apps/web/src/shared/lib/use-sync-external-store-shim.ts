// react-i18next imports `use-sync-external-store/shim`, a polyfill for React 17. React 19 has the
// hook itself: the build points that import here instead of shipping the polyfill.
export { useSyncExternalStore } from 'react';
