// Starts the app of a server-rendered page after its first paint (apps/api/src/web/ssr.ts,
// `afterFirstPaint`): the chunks the page needs, all at once, then the entry, each in its own task.
(() => {
  const entry = document.currentScript.dataset.entry;
  requestAnimationFrame(() => {
    setTimeout(() => {
      for (const link of document.querySelectorAll('link[data-modulepreload]')) link.rel = 'modulepreload';
      setTimeout(() => import(entry));
    });
  });
})();
