/**
 * Changes of the results' text, order, page, literal or relax as a navigation to their URL
 * (issue 21): the router's in the app, a page load on /companies' islands (lib/app-link.tsx), so
 * the parts of the page that change the search need only the search they show (`ResultsState`),
 * not the router. A new entry replaces the current one, as the address's own changes did.
 */
import { companiesHref } from '@cimenta/shared/companies-url';
import type { CompanyOrder } from '@cimenta/shared/query';
import { useAppNavigate } from '../../lib/app-link';
import type { ResultsState } from '../../islands/table';

export type ResultsChanges = { text?: string; order?: CompanyOrder | null; page?: number; literal?: boolean; relax?: boolean };

/** The URL of `state` with `changes` (an order of null: the default one). */
export function resultsUrl(state: ResultsState, changes: ResultsChanges): string {
  return companiesHref({
    filter: state.filter,
    text: 'text' in changes ? changes.text : state.text,
    order: 'order' in changes ? (changes.order ?? undefined) : state.order,
    page: 'page' in changes ? changes.page : state.page,
    literal: 'literal' in changes ? changes.literal : state.literal,
    relax: 'relax' in changes ? changes.relax : state.relax,
  });
}

export function useResultsUpdate(state: ResultsState): (changes: ResultsChanges) => void {
  const navigate = useAppNavigate();
  return (changes) => navigate(resultsUrl(state, changes), { replace: true });
}
