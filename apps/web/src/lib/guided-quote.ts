/**
 * The guided search's answers kept for a quote request (issue 20): "Pedir presupuesto" on the last
 * step searches as "Ver empresas" does and leaves these answers here, so the results offer to pick
 * companies and fill the request's form with them. In memory only: a reload ends the offer.
 * Here, not in features/search's index: the home page loads that index and needs none of this.
 */
import { useSyncExternalStore } from 'react';

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

let current: GuidedQuote | null = null;
const listeners = new Set<() => void>();

export function setGuidedQuote(quote: GuidedQuote | null): void {
  current = quote;
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
