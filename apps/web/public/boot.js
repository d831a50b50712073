// Starts the app of a server-rendered page after its first paint (apps/api/src/web/ssr.ts,
// `afterFirstPaint`): the chunks the page needs, a few per task (turning some thirty links into
// preloads at once was one long task), then the entry, in a task of its own.
(() => {
  const entry = document.currentScript.dataset.entry;
  const links = [...document.querySelectorAll('link[data-modulepreload]')];
  const step = () => {
    for (const link of links.splice(0, 3)) link.rel = 'modulepreload';
    setTimeout(links.length ? step : () => import(entry));
  };
  requestAnimationFrame(() => setTimeout(step));
})();
