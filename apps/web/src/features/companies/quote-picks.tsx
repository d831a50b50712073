/**
 * "Pedir presupuesto" from the results (issue 20): the visitor ticks up to `QUOTE_COMPANIES_MAX`
 * cards, then sends one request to exactly those companies (the request dialog loads on the click).
 * Plain checkboxes (no Mantine component more in the results' first load). The picks are one
 * store for the page (issue 21: on /companies' islands each box, the guided banner and the bar
 * are roots of their own, islands/results-picks.tsx).
 */
import type { CompanyCard } from '@cimenta/shared';
import { QUOTE_COMPANIES_MAX as MAX, QUOTE_ENTRY_TEXTS as T } from '@cimenta/shared/texts-quote-entry';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { type GuidedQuote, setGuidedQuote, useGuidedQuote } from '../../lib/guided-quote';

export type Pick = { id: string; name: string };

const NONE: Pick[] = [];
let picked: Pick[] = NONE;
const listeners = new Set<() => void>();
const setPicks = (next: Pick[]) => {
  picked = next;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const toggle = (c: Pick) =>
  setPicks(picked.some((p) => p.id === c.id) ? picked.filter((p) => p.id !== c.id) : picked.length < MAX ? [...picked, c] : picked);
/** Picks the first of these (up to `MAX`), replacing what was picked. */
const pickFirst = (list: Pick[]) => setPicks(list.slice(0, MAX).map(({ id, name }) => ({ id, name })));
export const clearPicks = () => setPicks(NONE);

export function usePicks() {
  // None on the server: nothing is picked in its HTML.
  const picks = useSyncExternalStore(
    subscribe,
    () => picked,
    () => NONE,
  );
  return { picks, toggle, pickFirst, clear: clearPicks };
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
export function PickBox({ company }: { company: Pick | CompanyCard }) {
  const { picks } = usePicks();
  const checked = picks.some((p) => p.id === company.id);
  const full = !checked && picks.length >= MAX;
  // On /companies' islands a box is React's once it comes near the screen: one ticked before that
  // (the browser's own tick) is a pick now, or, past MAX, unticked again.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el?.checked || picked.some((p) => p.id === company.id)) return;
    toggle({ id: company.id, name: company.name });
    el.checked = picked.some((p) => p.id === company.id);
  }, [company.id, company.name]);
  return (
    <label style={{ ...pickStyle, cursor: full ? 'not-allowed' : 'pointer' }} title={full ? T.pickFull(MAX) : undefined}>
      <input
        ref={box}
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

type BarProps = { picks: Pick[]; clear: () => void; guided?: GuidedQuote | null };
type BannerProps = { available: number; onPickFirst: () => void; onDismiss: () => void };

// Loaded with the first pick (and the guided search's answers): the results' first load carries only the boxes.
const AppBar = lazy(() => import('./picks-bar'));
const AppBanner = lazy(() => import('./guided-quote-banner'));

/**
 * Above the list (`banner`): after "Pedir presupuesto" on the guided search's last step, how to go
 * on (a lazy chunk); below it (`bar`): what is picked, and the request to them (nothing until a
 * card is picked), filled with the guided search's answers. `Bar` and `Banner`: the same chunks
 * inside the providers an island needs (islands/results-picks.tsx).
 */
export function ResultsPicks({
  part,
  items,
  Bar = AppBar,
  Banner = AppBanner,
}: {
  part: 'banner' | 'bar';
  /** The companies listed (what "pick the first ones" picks). */
  items: Pick[];
  Bar?: ComponentType<BarProps>;
  Banner?: ComponentType<BannerProps>;
}) {
  const { picks } = usePicks();
  const guided = useGuidedQuote();
  if (part === 'banner') {
    if (!guided) return null;
    return (
      <Suspense fallback={null}>
        <Banner available={items.length} onPickFirst={() => pickFirst(items)} onDismiss={() => setGuidedQuote(null)} />
      </Suspense>
    );
  }
  if (!picks.length) return null;
  return (
    <Suspense fallback={null}>
      <Bar picks={picks} clear={clearPicks} guided={guided} />
    </Suspense>
  );
}
