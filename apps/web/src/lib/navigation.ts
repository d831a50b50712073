/**
 * Lets non-React code (the HTTP client, the session) change route without importing the router,
 * which would create an import cycle (router → layout → session → router).
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigate(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
