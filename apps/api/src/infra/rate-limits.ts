/** Every rate limit of the API, by the name the shared contract gives it. */
import type { RateLimitName } from '@cimenta/shared';

export const RATE_LIMITS: Record<RateLimitName, { max: number; timeWindow: string }> = {
  login: { max: 20, timeWindow: '1 minute' },
  register: { max: 20, timeWindow: '1 minute' },
  recovery: { max: 20, timeWindow: '1 minute' },
  refresh: { max: 60, timeWindow: '1 minute' },
  contact: { max: 10, timeWindow: '1 minute' },
};
