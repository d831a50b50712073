/**
 * The relevance order of a text search's rows: score (higher first), ties by the default order.
 * The text engine answers its rows by score already (a counting sort), so only each run of equal
 * scores is sorted, by the rows' default-order keys (model.ts `defaultKey`: numbers, a native
 * typed-array sort, no comparator), and the keys are turned back into rows. A run of
 * `byOrder.least` rows or more is put in order by the order itself (orders.ts `inOrder`: no sort;
 * a broad text at 1,000,000 companies has runs of 10⁵ rows). Rows not by score (not the engine's)
 * are sorted by the comparator `scores[b] - scores[a] || key[a] - key[b]`.
 */

const f32 = new Float32Array(1);

/** A score as float32, -0 as 0 (a comparator sees them equal). */
function single(score: number): number {
  f32[0] = score === 0 ? 0 : score;
  return f32[0];
}

/** Live rows (distinct) put in the default order, into `out` (orders.ts `inOrder`), for runs of `least` rows or more. */
export type ByOrder = { least: number; inOrder: (rows: Uint32Array, out: Uint32Array) => void };

/**
 * The live rows of `rows` in relevance order. `keyOf(row)`: the row's key in the default order
 * (a number, exact in a float64), `rowAt(key)`: the row of a key; `alive(row)`: false for rows
 * deleted since.
 */
export function relevanceOrder(
  rows: Uint32Array,
  scores: Float32Array,
  alive: (row: number) => boolean,
  keyOf: (row: number) => number,
  rowAt: (key: number) => number,
  byOrder?: ByOrder,
): Uint32Array {
  const n = rows.length;
  const live = new Uint32Array(n);
  const score = new Float64Array(n);
  let k = 0;
  let sorted = true;
  for (let i = 0; i < n; i++) {
    const row = rows[i];
    if (!alive(row)) continue;
    live[k] = row;
    score[k] = single(scores[i]);
    if (k > 0 && score[k] > score[k - 1]) sorted = false;
    k++;
  }
  const out = new Uint32Array(k);
  const keys = new Float64Array(k);
  if (!sorted) {
    for (let i = 0; i < k; i++) keys[i] = keyOf(live[i]);
    const idx = Array.from({ length: k }, (_, i) => i);
    idx.sort((a, b) => score[b] - score[a] || keys[a] - keys[b]);
    for (let i = 0; i < k; i++) out[i] = rowAt(keys[idx[i]]);
    return out;
  }
  for (let start = 0; start < k; ) {
    let end = start + 1;
    while (end < k && score[end] === score[start]) end++;
    if (byOrder && end - start >= byOrder.least) byOrder.inOrder(live.subarray(start, end), out.subarray(start, end));
    else {
      for (let i = start; i < end; i++) keys[i] = keyOf(live[i]);
      if (end - start > 1) keys.subarray(start, end).sort();
      for (let i = start; i < end; i++) out[i] = rowAt(keys[i]);
    }
    start = end;
  }
  return out;
}
