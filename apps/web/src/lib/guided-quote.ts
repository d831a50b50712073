/**
 * The guided search's answers kept for a quote request (issue 20): "Pedir presupuesto" on the last
 * step searches as "Ver empresas" does and leaves these answers here, so the results offer to pick
 * companies and fill the request's form with them. In memory, and for the next page load only
 * (sessionStorage, read and removed when this module loads): from an islands page (issue 21) the
 * results are a page load; a reload of the results then ends the offer.
 * Here, not in features/search's index: the home page loads that index and needs none of this.
 */
import { useSyncExternalStore } from 'react';
import { GUIDED_QUOTE_KEY as KEY } from './guided-quote-key';

export type GuidedQuote = {
  type: number;
  activity: number;
  subActivity: number | null;
  provinceName: string;
  /** Both 0: "No hay presupuesto cerrado"; `max` null: no upper bound. */
  budget: { min: number; max: number | null };
  /** Both 0: the area was left out. */
  area: { min: number; max: number };
};

/** What the previous page left for this one, once. */
function handedOver(): GuidedQuote | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as GuidedQuote) : null;
  } catch {
    return null;
  }
}

let current: GuidedQuote | null = handedOver();
const listeners = new Set<() => void>();

export function setGuidedQuote(quote: GuidedQuote | null): void {
  current = quote;
  try {
    if (quote) sessionStorage.setItem(KEY, JSON.stringify(quote));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the offer lives in memory only.
  }
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The answers waiting for a request, or null (always null on the server). */
export function useGuidedQuote(): GuidedQuote | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
