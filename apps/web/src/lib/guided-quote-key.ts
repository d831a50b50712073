/** Where the guided search's answers wait for the next page (lib/guided-quote.ts); the islands' entry reads it without loading that module (it brings React). */
export const GUIDED_QUOTE_KEY = 'cimenta:guided-quote';
