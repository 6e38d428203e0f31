import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { addDictionary, i18n, initI18n } from '@/shared/i18n/i18n';
import bn from '@/shared/i18n/locales/bn.json';
import en from '@/shared/i18n/locales/en.json';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { server } from './server';

// jsdom lacks the observers and media queries Embla and the layout use.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, { IntersectionObserver: NoopObserver, ResizeObserver: NoopObserver });
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => {};

// findBy and waitFor wait up to 5 s rather than 1: on a busy 2-core machine (CI beside other
// work) a screen can take over a second to appear, and a wait that ends early fails a test whose
// screen is right. A screen that never appears still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

initI18n('BN');
addDictionary('bn', bn);
addDictionary('en', en);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({ session: null });
  usePreferencesStore.setState({ language: 'BN', hideBalance: false });
  void i18n.changeLanguage('bn');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
