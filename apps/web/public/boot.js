// Starts the app of a server-rendered page after its first paint (apps/api/src/web/html.ts,
// `Assets.page`): preloads the chunks the server listed from Vite's manifest (`data-chunks`), three
// per task (thirty preloads added at once were one long task), then imports the entry in a task of
// its own.
(() => {
  const { entry, chunks } = document.currentScript.dataset;
  const files = chunks ? chunks.split(' ') : [];
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
