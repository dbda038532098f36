import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { cleanPage } from '../fixtures/cleanPage';

afterEach(() => cleanup());

// The `unit` project shares one jsdom per worker (vitest.config.ts, `isolate: false`), and this
// file runs before each test file: each file starts from a clean page, whatever the last one left.
cleanPage();
window.history.replaceState(null, '', '/');

// Lazily loaded pieces (the rich-text editor, the data table) can take more than Testing
// Library's 1 s default to import on a 2-core CI machine running other projects beside this one.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these; react-data-table-component and responsive pieces need them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver =
    ResizeObserverStub;
}
