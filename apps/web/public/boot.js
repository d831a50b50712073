// Starts the app of a server-rendered page after its first paint (apps/api/src/web/html.ts,
// `Assets.page`): preloads the chunks the server listed from Vite's manifest (`data-chunks`), three
// per task (thirty preloads added at once were one long task), then imports the entry in a task of
// its own.
//
// Until the page's code has taken the page over, a tap on a button, a tab, a select or a box would
// do nothing (a quick tap on «Ordenar por» on a phone, or on the bar's «Explorar empresas» right
// after arriving from the home): it is held from here, and `window.__releaseClicks` (called by the
// entry once React has the page, app/layout.tsx, or once the islands listen for taps, src/islands.tsx)
// taps the same element again, or the one that took its place with its id. Links are left alone: before that they are a plain page load,
// which is what they lead to anyway; except those the page's code takes over (`data-replay`: a
// project's photo opens the lightbox rather than the bare photo), unless a modifier key asks for a new tab.
(() => {
  const { entry, chunks } = document.currentScript.dataset;
  const files = chunks ? chunks.split(' ') : [];
  const HELD =
    'button, [role="button"], [role="tab"], [role="combobox"], [role="switch"], input[type="checkbox"], input[type="radio"], a[data-replay]';
  const held = [];
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target.closest(HELD) : null;
    if (!target || target.closest('a[href]:not([data-replay])')) return;
    if (target.matches('a') && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(target)) held.push(target);
  };
  const root = document.documentElement;
  // A stored token (the key 'token', SPEC §9; lib/storage.ts keeps the attribute from then on):
  // what only visitors see is hidden by CSS (the home's invitation to join) before it can show.
  try {
    if (localStorage.getItem('token')) root.dataset.session = '';
  } catch {
    // storage unavailable: a visitor
  }
  document.addEventListener('click', hold, true);
  // While taps are held (what the e2e tests wait for to tap a page not yet React's).
  root.dataset.holdingClicks = '';
  window.__releaseClicks = () => {
    window.__releaseClicks = undefined;
    document.removeEventListener('click', hold, true);
    delete root.dataset.holdingClicks;
    // In a task of its own, once React has committed what the hydration started (effects included).
    if (held.length)
      setTimeout(() => {
        for (const el of held) (el.isConnected ? el : el.id && document.getElementById(el.id))?.click();
      });
  };
  const step = () => {
    for (const href of files.splice(0, 3)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    setTimeout(files.length ? step : () => import(entry));
  };
  requestAnimationFrame(() => setTimeout(step));
})();
