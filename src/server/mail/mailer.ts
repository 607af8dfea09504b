import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Language } from '#shared/i18n/languages.ts';
import type { Config } from '../config.ts';
import { eventBody, trackEvent } from '../klaviyo/klaviyo-api.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe); the Klaviyo transport, which sends events, has none. */
  headers?: Record<string, string>;
  /** The language its words are in, the recipient's (docs/decisions/068). */
  language?: Language;
  /**
   * The Klaviyo event's name after "App Email: ": English's subject in every language, so one flow in
   * Klaviyo serves every language (the event carries the language). Defaults to the subject.
   */
  event?: string;
};

/** What a mail transport sends: the message without what only we read. */
const envelope = ({ language: _language, event: _event, ...message }: MailMessage) => message;
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/** The one mail module: `file` writes .eml files under DATA_DIR/mail, `smtp` delivers, `klaviyo` sends events. */
export function createMailer(config: Config, log: Logger): Mailer {
  const from = config.mail.from;
  if (config.mail.transport === 'klaviyo') {
    return {
      send: async (message) => {
        const reply = await trackEvent(
          config.klaviyo,
          eventBody(`App Email: ${message.event ?? message.subject}`, message.to, {
            subject: message.subject,
            text: message.text,
            html: message.html,
            ...(message.language ? { language: message.language } : {}),
          }),
        );
        if (reply.status >= 300) throw new Error(`Klaviyo answered ${reply.status}`);
        log.info({ status: reply.status }, 'email sent as a Klaviyo event');
      },
    };
  }
  if (config.mail.transport === 'smtp') {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      send: async (message) => {
        const info = await transport.sendMail({ from, ...envelope(message) });
        log.info({ messageId: info.messageId }, 'email sent by SMTP');
      },
    };
  }
  const dir = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from, ...envelope(message) });
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(dir, name);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file }, 'email written to file');
    },
  };
}
