/**
 * PUT /companies/{id} takes only what changed (SPEC.md §7), so edit screens
 * diff their submitted values against what they loaded.
 */
export function changedFields<T extends Record<string, unknown>>(initial: T, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!isEqual(initial[key], next[key])) out[key] = next[key];
  }
  return out;
}

export function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return (a ?? '') === (b ?? '');
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => isEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
