/** Every rate limit of the API, by the name the shared contract gives it. */
import type { RateLimitName } from '@cimenta/shared';

export const RATE_LIMITS: Record<RateLimitName, { max: number; timeWindow: string }> = {
  login: { max: 20, timeWindow: '1 minute' },
  register: { max: 20, timeWindow: '1 minute' },
  recovery: { max: 20, timeWindow: '1 minute' },
  refresh: { max: 60, timeWindow: '1 minute' },
  contact: { max: 10, timeWindow: '1 minute' },
  // Typing in a town field asks once per pause; 5 a second is far above a person.
  lookup: { max: 300, timeWindow: '1 minute' },
  // Quote requests per address (issue 20); per email see QUOTE_EMAIL_LIMIT.
  quote: { max: 10, timeWindow: '1 hour' },
};

/** Quote requests per email address (issue 20), across every address they come from. */
export const QUOTE_EMAIL_LIMIT = { max: 5, timeWindow: '1 day' };

/**
 * Per account, across every signed write call (company, projects, account): one account saving
 * five times a second slowed every rendered page (issue 23 §6). A person filling in a profile
 * saves a few times a minute.
 */
export const ACCOUNT_WRITE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Server renders of public pages per client address (issue 21): pages answered from the page
 * cache do not count. A visitor renders a few new pages a minute; a crawler is slowed down (429
 * with Retry-After), not the site. Counted per process: renders cost this process's CPU.
 */
export const PAGE_RENDER_LIMIT = { max: 120, windowMs: 60_000 };
