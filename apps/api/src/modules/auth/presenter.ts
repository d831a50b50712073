/** The token pair of SPEC.md §7 (`token`, `refresh_token`). */
import type { TokenPair } from '@cimenta/shared';

export function presentTokens(access: string, refresh: string): TokenPair {
  return { token: access, refresh_token: refresh };
}
