/**
 * Taps on a server-rendered page before its code has taken it over are held by `/boot.js`
 * (apps/web/public/boot.js): this lets them happen, once React has the page (app/layout.tsx
 * `PageReady` for a page hydrated whole, src/islands.tsx once the islands shown at load are
 * hydrated), or once starting it failed.
 */
export function releaseEarlyClicks() {
  (window as { __releaseClicks?: () => void }).__releaseClicks?.();
}
