import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { afterEach } from 'vitest';

// The VM context a file runs in (vitest.config.ts, `vmThreads`) has jsdom's globals, which lack
// the web streams Node has (msw's handlers use them).
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
});

// findBy*/waitFor give up after 1 s by default: a first render that lazy-loads Mantine modules
// took longer with two workers on a busy 2-core machine (recovery-page.test.tsx). 5 s still fails
// a screen that never shows.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Mantine keeps toasts in a module-level store: one test's toasts would show in the next.
  notifications.clean();
  notifications.cleanQueue();
});

// jsdom lacks these; Mantine reads them on mount.
const { getComputedStyle } = window;
window.getComputedStyle = (elt) => getComputedStyle(elt);
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosized Textarea listens to font loading (jsdom has no `document.fonts`).
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} }, configurable: true });
