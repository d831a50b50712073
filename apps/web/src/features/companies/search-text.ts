/** Pure helpers for how the results page talks about the text it searched (issue 10). */
import { fold } from '@cimenta/shared';

/** Little words left dangling when a place or trade is taken out ("fontanero en"). */
const CONNECTORS = new Set(['en', 'de', 'del', 'la', 'el', 'los', 'las', 'a', 'y', 'para', 'por', 'cerca']);

function sameWord(typed: string, name: string): boolean {
  if (typed === name) return true;
  if (typed.length < 4 || name.length < 4) return false;
  let i = 0;
  while (i < typed.length && i < name.length && typed[i] === name[i]) i++;
  // "pintor" / "pintura", "fontanero" / "fontanería": one stem, different endings.
  return i >= 4 && i >= 0.6 * Math.min(typed.length, name.length);
}

/**
 * The text without the words that named `name` (a recognised place or activity), so a chip can be
 * removed; the text unchanged when no word can be told apart (a synonym such as "placas solares").
 */
export function textWithout(query: string, name: string): string {
  const nameWords = fold(name).split(/\s+/).filter(Boolean);
  const words = query.split(/\s+/).filter(Boolean);
  const kept = words.filter((w) => !nameWords.some((n) => sameWord(fold(w), n)));
  if (kept.length === words.length) return query.trim();
  while (kept.length && CONNECTORS.has(fold(kept[kept.length - 1] as string))) kept.pop();
  while (kept.length && CONNECTORS.has(fold(kept[0] as string))) kept.shift();
  return kept.join(' ');
}
