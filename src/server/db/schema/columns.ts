import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read and written as a Date: every instant the tables keep. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
