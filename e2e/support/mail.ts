import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './paths.ts';

/** Decodes a quoted-printable body part. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

type Mail = { subject: string; text: string };

/** Every .eml written to the given address whose subject matches, newest first, from DATA_DIR/mail. */
export function mailsTo(to: string, subject: string): Mail[] {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  if (!fs.existsSync(dir)) return [];
  const found: Mail[] = [];
  for (const file of fs.readdirSync(dir).sort().reverse()) {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8');
    const headerTo = raw.match(/^To: (.+)$/m)?.[1]?.trim();
    const headerSubject = raw.match(/^Subject: (.+)$/m)?.[1]?.trim() ?? '';
    if (headerTo === to && headerSubject === subject) {
      found.push({ subject: headerSubject, text: decodeQuotedPrintable(raw) });
    }
  }
  return found;
}

/** The newest .eml written to the given address whose subject matches, waiting up to 10 s for it. */
export async function readMail(to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(to, subject)[0];
        return found !== undefined;
      },
      { message: `an email "${subject}" to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** The first link in a mail that starts with the given URL prefix. */
export function linkIn(mail: { text: string }, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = mail.text.match(new RegExp(`${escaped}[^\\s"<]+`));
  if (!match) throw new Error(`no link starting ${prefix} in mail`);
  return match[0];
}
