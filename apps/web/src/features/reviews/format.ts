/** Dates of reviews in Spanish, the same on the server and in the browser (UTC, fixed locale). */
const monthFormat = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-05` → "mayo de 2026". */
export const monthName = (yyyyMm: string) => monthFormat.format(new Date(`${yyyyMm}-01T00:00:00Z`));
/** An ISO date → "3 de junio de 2026". */
export const dayName = (iso: string) => dayFormat.format(new Date(iso));
