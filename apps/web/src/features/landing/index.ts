/**
 * The public entry of features/landing for other features (the link blocks of the mega-menu and
 * the company page) and the company page's loader (`companyLinksProvince`, `landingIndexQueryOptions`). app/ imports
 * `routes.tsx` directly: it is in every page's first load, and going through this file would put
 * the link blocks there too.
 */
export { CompanyLandingLinks, companyLinksProvince, LandingMenuLinks } from './landing-links';
export { landingIndexQueryOptions } from './queries';
