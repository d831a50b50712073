/**
 * A form resolver whose code loads when first needed: at the form's first check, or earlier with
 * `preload()` (after the screen's first paint). The zod schemas and the zod resolver then stay out
 * of the screen's first load (issue 22, "Cold /my-profile" in BENCHMARKS.md).
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<V extends FieldValues>(load: () => Promise<Resolver<V>>): { resolver: Resolver<V>; preload: () => void } {
  let loading: Promise<Resolver<V>> | undefined;
  const get = () => {
    // A failed load (the network) is tried again at the next check.
    loading ??= load().catch((e: unknown) => {
      loading = undefined;
      throw e;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => {}),
  };
}
