/**
 * Whether the window is a phone's width (SPEC's MOBILE_MAX_WIDTH), without React: the islands'
 * entry reads it at load (src/islands.tsx, a wrong device guess) and lib/device.tsx follows it.
 */
import { MOBILE_MAX_WIDTH } from '@cimenta/shared/constants';

export const PHONE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** Whether the window is a phone's width now (the browser only). */
export const phoneWidth = () => window.matchMedia(PHONE_QUERY).matches;
