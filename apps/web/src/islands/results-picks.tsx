/**
 * "Pedir presupuesto" from /companies as islands hydrated at load (issue 21): each card's pick box
 * (`results-pick`), and above and below the list the guided quote's banner and the picks' bar
 * (`results-picks`), roots of their own sharing one store of picks (features/companies/quote-picks.tsx).
 * The banner and the bar load their code (with Mantine and the islands' query client, which the
 * request's dialog needs) only when they show.
 */
import { PickBox, ResultsPicks } from '../features/companies/quote-picks';
import { lazyWithQuery } from './lazy';
import type { IslandProps } from './table';

const Bar = lazyWithQuery(() => import('../features/companies/picks-bar').then((m) => m.default));
const Banner = lazyWithQuery(() => import('../features/companies/guided-quote-banner').then((m) => m.default));

export default function ResultsPicksIsland(props: IslandProps['results-pick'] | IslandProps['results-picks']) {
  if ('company' in props) return <PickBox company={props.company} />;
  return <ResultsPicks part={props.part} items={props.items} Bar={Bar} Banner={Banner} />;
}
