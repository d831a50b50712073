/** The queries of bench:text-engines: the labelled sets, and the typical and hard ones of bench:text-index. */
import heldOut from '../data/queries-heldout.json' with { type: 'json' };
import tuned from '../data/queries-tuned.json' with { type: 'json' };
import type { Query } from '../relevance';

export const sets: { name: string; queries: Query[] }[] = [
  { name: 'tuned', queries: tuned as Query[] },
  { name: 'held-out', queries: heldOut as Query[] },
];
/** Both sets, each text once. */
export const labelled: Query[] = [...new Map(sets.flatMap((s) => s.queries).map((q) => [q.q, q])).values()];

export const SEARCHES = [
  'reformas',
  'fontanero en Sevilla',
  'refromas',
  'pintor madrid',
  'reformas baño valencia',
  'tejados goteras',
  'placas solares',
  'construcciones garcia',
  'impermeavilizacion terraza barcelona',
  'necesito un fontanero en madrid urgente',
  'xyzzy plugh',
  'Sevilla',
];
/** Keystrokes of someone typing (suggestions). */
export const TYPED = [
  'f',
  'fo',
  'fon',
  'font',
  'fonta',
  'fontan',
  'fontane',
  'fontaner',
  'fontanero',
  'r',
  're',
  'ref',
  'refo',
  'refor',
  'reformas g',
  'reformas gar',
  'sevil',
  'garcia',
];
