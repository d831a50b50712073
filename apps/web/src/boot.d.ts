/** What `/boot.js` (apps/web/public/boot.js) leaves on the page. */
interface Window {
  /**
   * The taps held since boot.js ran happen now (in a task of their own); called once React has the
   * page (app/layout.tsx `PageReady`, src/islands.tsx), or when starting it failed. Gone once called.
   */
  __releaseClicks?: () => void;
}
