/**
 * The public entry of features/prices for other features: the company page's link block and the
 * index query its loader fills. The landing page imports `components/link-block.tsx` itself (this file would
 * bring the company block and the queries into its first load); app/ imports `routes.tsx` directly
 * (the pages are their own lazy chunk).
 */
export { CompanyPriceLinks } from './company-price-links';
export { priceIndexQueryOptions } from './queries';
