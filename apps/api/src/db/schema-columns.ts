import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz NOT NULL DEFAULT now()` column. */
export const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
