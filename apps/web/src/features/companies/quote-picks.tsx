/**
 * "Pedir presupuesto" from the results (issue 20): the visitor ticks up to `QUOTE_COMPANIES_MAX`
 * cards, then sends one request to exactly those companies (the request dialog loads on the click).
 * Plain checkboxes (no Mantine component more in the results' first load).
 */
import type { CompanyCard } from '@cimenta/shared';
import { QUOTE_COMPANIES_MAX as MAX, QUOTE_ENTRY_TEXTS as T } from '@cimenta/shared/texts-quote-entry';
import { lazy, Suspense, useState } from 'react';
import type { GuidedQuote } from '../../lib/guided-quote';

export type Pick = { id: string; name: string };

// Loaded with the first pick: the results' first load carries only the boxes.
const Bar = lazy(() => import('./picks-bar'));

export function usePicks() {
  const [picks, setPicks] = useState<Pick[]>([]);
  const toggle = (c: Pick) =>
    setPicks((now) => (now.some((p) => p.id === c.id) ? now.filter((p) => p.id !== c.id) : now.length < MAX ? [...now, c] : now));
  /** Picks the first of these (up to `MAX`), replacing what was picked. */
  const pickFirst = (list: Pick[]) => setPicks(list.slice(0, MAX).map(({ id, name }) => ({ id, name })));
  return { picks, toggle, pickFirst, clear: () => setPicks([]) };
}

// Above the name's link, which is stretched over the whole card (a click here must not open the company).
const pickStyle = {
  position: 'relative',
  zIndex: 1,
  alignSelf: 'flex-start',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  fontSize: 'var(--mantine-font-size-sm)',
} as const;

/** The box on a card: disabled once `MAX` others are picked. */
export function PickBox({ company, picks, toggle }: { company: CompanyCard } & ReturnType<typeof usePicks>) {
  const checked = picks.some((p) => p.id === company.id);
  const full = !checked && picks.length >= MAX;
  return (
    <label style={{ ...pickStyle, cursor: full ? 'not-allowed' : 'pointer' }} title={full ? T.pickFull(MAX) : undefined}>
      <input
        type="checkbox"
        checked={checked}
        disabled={full}
        onChange={() => toggle({ id: company.id, name: company.name })}
        aria-label={T.pickLabel(company.name)}
        style={{ width: 18, height: 18, accentColor: 'var(--mantine-primary-color-filled)' }}
        data-testid="quote-pick"
      />
      <span aria-hidden>{T.pick}</span>
    </label>
  );
}

/**
 * What is picked, and the request to them (nothing until a card is picked); `guided`: the guided
 * search's answers, which fill the request's form.
 */
export function PicksBar({ guided, ...picking }: ReturnType<typeof usePicks> & { guided?: GuidedQuote | null }) {
  if (!picking.picks.length) return null;
  return (
    <Suspense fallback={null}>
      <Bar picks={picking.picks} clear={picking.clear} guided={guided} />
    </Suspense>
  );
}

const Banner = lazy(() => import('./guided-quote-banner'));

/** After "Pedir presupuesto" on the guided search's last step: how to go on (a lazy chunk). */
export function GuidedQuoteBanner(props: { available: number; onPickFirst: () => void; onDismiss: () => void }) {
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
}
