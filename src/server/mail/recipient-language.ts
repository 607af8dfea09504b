import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type Language, matchLanguage } from '#shared/i18n/languages.ts';
import type { Db } from '../db/client.ts';
import { customerMapping } from '../db/schema/accounts.ts';
import { customerSettings } from '../db/schema/routine.ts';

// Which language an email is written in (docs/decisions/068): the language saved for the recipient's
// customer (customer_settings.language: chosen in Preferences, or the one the sign-up page showed), else
// English.

/** The language saved for an account's customers (the latest saved, if it has several), else `fallback`. */
export async function accountLanguage(
  db: Pick<Db, 'select'>,
  userId: string,
  fallback: Language = 'en',
): Promise<Language> {
  const [row] = await db
    .select({ language: customerSettings.language })
    .from(customerMapping)
    .innerJoin(customerSettings, eq(customerSettings.customerHash, customerMapping.customerHash))
    .where(and(eq(customerMapping.userId, userId), isNotNull(customerSettings.language)))
    .orderBy(desc(customerSettings.updatedAt))
    .limit(1);
  return matchLanguage(row?.language) ?? fallback;
}

/**
 * Saves the language a new account signed up in as its customer's language, unless one is saved already:
 * it counts as the customer's choice until they choose another in Preferences.
 */
export async function saveSignUpLanguage(
  db: Pick<Db, 'insert'>,
  customerHash: string,
  language: Language,
): Promise<void> {
  await db
    .insert(customerSettings)
    .values({ customerHash, language })
    .onConflictDoUpdate({
      target: customerSettings.customerHash,
      set: { language: sql`coalesce(${customerSettings.language}, excluded.language)` },
    });
}
