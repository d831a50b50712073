/** /companies' «Ordenar por» (issue 21: the same in the app and as an island, results-nav.ts). */
import { PUBLIC_TEXTS } from '@cimenta/shared/texts-public';
import { type CompanyOrder, ORDERS } from '@cimenta/shared/query';
import { LazySelect } from '../../components/lazy-select';
import type { ResultsState } from '../../islands/table';
import { useResultsUpdate } from './results-nav';

const T = PUBLIC_TEXTS.results;

/** «Ordenar por»: unchosen, the API ranks by relevance (the text's, or the most complete profiles first). */
export function ResultsOrder({ state }: { state: ResultsState }) {
  const update = useResultsUpdate(state);
  return (
    <LazySelect
      label={T.order}
      data={ORDERS.map((o) => ({ value: o, label: T.orders[o] }))}
      value={state.order ?? 'relevance'}
      onChange={(v) => update({ order: v as CompanyOrder | null, page: 1 })}
      allowDeselect={false}
      w={{ base: '100%', xs: 200 }}
    />
  );
}
