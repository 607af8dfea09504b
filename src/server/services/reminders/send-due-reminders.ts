import { matchLanguage } from '#shared/i18n/languages.ts';
import { withTryLock } from '../../db/advisory-lock.ts';
import type { Deps } from '../../deps.ts';
import { reminderEmail } from '../../mail/templates.ts';
import { claimReminder, dueReminders } from './due-reminders.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** The advisory lock key of the reminder job (one scan at a time across processes): 'remind' in ASCII. */
export const REMINDER_LOCK_KEY = 0x72656d696e64;

/**
 * One run of the reminder job: scans for due reminders while holding an advisory lock (so two processes
 * do not scan at once; transaction-level, so it holds behind PgBouncer too), then claims and sends each
 * one in its own transaction. The claimed row (reminder_deliveries, unique per customer and local day) commits only once the email is handed to the
 * transport, so a failed send is retried on the next run and a sent one never goes out twice
 * (docs/decisions/019). Returns how many were sent; null when another process holds the lock.
 */
export async function sendDueReminders(
  deps: Pick<Deps, 'db' | 'pool' | 'mailer' | 'log' | 'config' | 'unsubscribeKey'>,
  now = new Date(),
): Promise<number | null> {
  return withTryLock(deps.pool, REMINDER_LOCK_KEY, async () => {
    const at = now.toISOString();
    let sent = 0;
    for (const reminder of await dueReminders(deps.db, at)) {
      try {
        const done = await deps.db.transaction(async (tx) => {
          const id = await claimReminder(tx, reminder, at);
          if (id === null) return false;
          const base = deps.config.publicUrl;
          const token = unsubscribeToken(deps.unsubscribeKey, id);
          await deps.mailer.send(
            reminderEmail(
              reminder.email,
              {
                app: `${base}/`,
                unsubscribePage: `${base}/unsubscribe?token=${token}`,
                oneClickUrl: `${base}/api/reminders/unsubscribe?token=${token}`,
              },
              matchLanguage(reminder.language) ?? 'en',
            ),
          );
          return true;
        });
        if (done) sent += 1;
      } catch (err) {
        deps.log.error({ err }, 'reminder not sent; retried on the next run');
      }
    }
    return sent;
  });
}
