import { type SQL, sql } from 'drizzle-orm';

/** A text[] of labels, one parameter each (drizzle spreads a JS array into a list); empty is `ARRAY[]`. */
export const textArray = (labels: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    labels.map((label) => sql`${label}`),
    sql`, `,
  )}]::text[]`;
