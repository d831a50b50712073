import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** public/boot.js as the page runs it (its entry never imported: no animation frame comes). */
function boot() {
  const script = document.createElement('script');
  script.dataset.entry = '/assets/index.js';
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(readFileSync(resolve(import.meta.dirname, '../public/boot.js'), 'utf8'))();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', () => 0);
});

afterEach(() => {
  window.__releaseClicks?.();
  vi.runAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('taps before the page is React’s (boot.js)', () => {
  it('holds a click on a button until released, then clicks it once, in a task of its own', () => {
    document.body.innerHTML = '<button type="button"><span>Explorar</span></button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    boot();
    expect(document.documentElement.dataset.holdingClicks).toBe('');
    const seen = vi.fn();
    button.addEventListener('click', seen);
    (button.firstChild as HTMLElement).click();
    button.click();
    expect(seen).not.toHaveBeenCalled();
    window.__releaseClicks?.();
    expect(document.documentElement.dataset.holdingClicks).toBeUndefined();
    expect(seen).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(seen).toHaveBeenCalledTimes(1);
    // Released for good: clicks go straight through.
    button.click();
    window.__releaseClicks?.();
    vi.runAllTimers();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('keeps a checkbox as it was until released (no toggle the hydrated page would not know of)', () => {
    document.body.innerHTML = '<input type="checkbox" />';
    const box = document.querySelector('input') as HTMLInputElement;
    boot();
    box.click();
    expect(box.checked).toBe(false);
    window.__releaseClicks?.();
    vi.runAllTimers();
    expect(box.checked).toBe(true);
  });

  it('clicks the element that took the place of a held one with its id', () => {
    document.body.innerHTML = '<input id="order" role="combobox" readonly />';
    boot();
    (document.getElementById('order') as HTMLInputElement).click();
    document.body.innerHTML = '<input id="order" role="combobox" readonly />';
    const seen = vi.fn();
    document.getElementById('order')?.addEventListener('click', seen);
    window.__releaseClicks?.();
    vi.runAllTimers();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('lets links and plain text through, and forgets an element gone from the page', () => {
    document.body.innerHTML = '<a href="#x"><button type="button">in a link</button></a><p>text</p><button id="gone">x</button>';
    boot();
    const inLink = vi.fn((e: Event) => e.preventDefault());
    document.querySelector('a')?.addEventListener('click', inLink);
    document.querySelector('a button')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(inLink).toHaveBeenCalledTimes(1);
    const gone = document.getElementById('gone') as HTMLButtonElement;
    const seen = vi.fn();
    gone.addEventListener('click', seen);
    gone.click();
    gone.remove();
    window.__releaseClicks?.();
    vi.runAllTimers();
    expect(seen).not.toHaveBeenCalled();
  });
});

describe('the session mark (boot.js)', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.session;
  });

  it('marks <html data-session> when a token is stored, before any app code runs', () => {
    boot();
    expect(document.documentElement.dataset.session).toBeUndefined();
    window.__releaseClicks?.();
    localStorage.setItem('token', 'a.b.c');
    boot();
    expect(document.documentElement.dataset.session).toBe('');
  });
});
