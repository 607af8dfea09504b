import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './paths.ts';

/** Decodes a quoted-printable body part; its bytes are UTF-8 (a German email's "ü" is =C3=BC). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's value with its MIME encoded words decoded (`=?UTF-8?Q?Best=C3=A4tige_…?=`), folding undone. */
function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, encoded: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(encoded, 'base64').toString('utf8')
      : decodeQuotedPrintable(encoded.replace(/_/g, ' ')),
  );
}

/** The headers of a raw .eml, folded lines joined. */
const headersOf = (raw: string) => (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');

/** The html part of a raw .eml, decoded. */
export function htmlPartOf(raw: string): string {
  const part = /Content-Type: text\/html[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(raw)?.[1] ?? '';
  return decodeQuotedPrintable(part);
}

type Mail = { subject: string; text: string; raw: string };

/** Every .eml written to the given address whose subject matches, newest first, from DATA_DIR/mail. */
export function mailsTo(to: string, subject: string): Mail[] {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  if (!fs.existsSync(dir)) return [];
  const found: Mail[] = [];
  for (const file of fs.readdirSync(dir).sort().reverse()) {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8');
    const headers = headersOf(raw);
    const headerTo = headers.match(/^To: (.+)$/m)?.[1]?.trim();
    const headerSubject = decodeHeader(headers.match(/^Subject: (.+)$/m)?.[1]?.trim() ?? '');
    if (headerTo === to && headerSubject === subject) {
      found.push({ subject: headerSubject, text: decodeQuotedPrintable(raw), raw });
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
