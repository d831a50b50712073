// The routes are imported by the router from ./routes (so the router's chunk does not carry the button).
export { RequestQuoteButton } from './request-quote-button';
export type { QuoteDefaults } from './quote-form';
