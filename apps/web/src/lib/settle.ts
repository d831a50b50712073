/** A mutation's outcome for a submit handler: what it answered, or that it failed. */
export type Settled<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * `settle(mutation.mutateAsync(vars))` resolves either way, so a form's `isSubmitting` spans the
 * call and no rejection is left unhandled. A failure has already been shown (the MutationCache
 * raises the SPEC §8 toasts); the screen branches on `ok` for what it does next.
 */
export const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (data) => ({ ok: true, data }),
    (error: unknown) => ({ ok: false, error }),
  );
