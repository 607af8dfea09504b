import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../test/factories.ts';
import { startFakeKlaviyo } from '../test/fake-klaviyo.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PASSWORD = 'correct horse battery';
let t: TestApp;
let admin: string;
let klaviyo: Awaited<ReturnType<typeof startFakeKlaviyo>>;
beforeAll(async () => {
  klaviyo = await startFakeKlaviyo();
  t = await createTestApp({
    ADMIN_PASSWORD: PASSWORD,
    KLAVIYO_BASE_URL: klaviyo.url,
    KLAVIYO_PRIVATE_KEY: 'pk_private_test',
    KLAVIYO_PUBLIC_KEY: 'PubKey1',
    KLAVIYO_REVISION: '2024-10-15',
    KLAVIYO_TEMPLATE_ID: 'TmPl01',
  });
  admin = await signInAdmin(t.app, t.mails, PASSWORD);
});
afterAll(async () => {
  await t.close();
  await klaviyo.close();
});

const send = (payload: Record<string, unknown>, cookie = admin) =>
  t.app.inject({ method: 'POST', url: '/api/test-email', headers: { cookie }, payload });

describe('POST /api/test-email', () => {
  it('debug composes the real message, delivers it through the mail transport and returns it', async () => {
    const before = t.mails.length;
    const response = await send({ email: 'reader@example.com', type: 'reset', method: 'debug' });
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(json.method).toBe('debug');
    const message = JSON.parse(json.response.body);
    expect(message.subject).toBe('Reset your password');
    expect(message.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=test-[0-9a-f]{16}/);
    expect(t.mails.length).toBe(before + 1);
    expect(t.mails.at(-1)?.to).toBe('reader@example.com');
  });

  it('track-api (method omitted) posts a server-side event with the private key', async () => {
    const response = await send({ email: 'reader@example.com', type: 'verification' });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toEqual({ status: 202, body: '' });
    const call = klaviyo.calls.at(-1);
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/api/events/');
    expect(call?.headers.authorization).toBe('Klaviyo-API-Key pk_private_test');
    expect(call?.headers.revision).toBe('2024-10-15');
    expect(call?.headers['content-type']).toBe('application/vnd.api+json');
    expect(call?.body).toMatchObject({
      data: {
        type: 'event',
        attributes: {
          metric: { data: { type: 'metric', attributes: { name: 'Email Verification Requested' } } },
          profile: { data: { type: 'profile', attributes: { email: 'reader@example.com' } } },
          properties: { type: 'verification', link: expect.stringContaining('/verify-email?token=test-') },
        },
      },
    });
  });

  it('client-event posts to the client endpoint with the public key and no private key', async () => {
    const response = await send({ email: 'reader@example.com', type: 'reset', method: 'client-event' });
    expect(response.statusCode).toBe(200);
    const call = klaviyo.calls.at(-1);
    expect(call?.url).toBe('/client/events/?company_id=PubKey1');
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers.revision).toBe('2024-10-15');
  });

  it('template-api renders the configured template and delivers the rendered message', async () => {
    const before = t.mails.length;
    const response = await send({ email: 'reader@example.com', type: 'reset', method: 'template-api' });
    expect(response.statusCode).toBe(200);
    const call = klaviyo.calls.at(-1);
    expect(call?.url).toBe('/api/template-render/');
    expect(call?.body).toMatchObject({
      data: { type: 'template', id: 'TmPl01', attributes: { context: { email: 'reader@example.com' } } },
    });
    expect(t.mails.length).toBe(before + 1);
    expect(t.mails.at(-1)?.html).toBe('<p>Rendered by Klaviyo</p>');
  });

  it('needs a recipient, and says clearly what is missing in the configuration', async () => {
    const missing = await send({ email: '', type: 'reset', method: 'debug' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 'VALIDATION', message: 'Email is required', field: 'email' });
    const bare = await createTestApp({ ADMIN_PASSWORD: PASSWORD });
    try {
      const cookie = await signInAdmin(bare.app, bare.mails, PASSWORD);
      const noKey = await bare.app.inject({
        method: 'POST',
        url: '/api/test-email',
        headers: { cookie },
        payload: { email: 'a@example.com', type: 'reset' },
      });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json()).toEqual({
        code: 'EMAIL_METHOD_NOT_CONFIGURED',
        message: 'KLAVIYO_PRIVATE_KEY is not configured',
      });
      const noTemplate = await bare.app.inject({
        method: 'POST',
        url: '/api/test-email',
        headers: { cookie },
        payload: { email: 'a@example.com', type: 'reset', method: 'template-api' },
      });
      expect(noTemplate.json().message).toContain('KLAVIYO_TEMPLATE_ID is not configured');
    } finally {
      await bare.close();
    }
  });
});

describe('SMTP transport', () => {
  it('delivers the verification email to a real SMTP server', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk) => {
          data += chunk;
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const { createMailer } = await import('../mail/mailer.ts');
    const { loadConfig } = await import('../config.ts');
    const { verificationEmail } = await import('../mail/templates.ts');
    const pino = (await import('pino')).default;
    const mailer = createMailer(
      loadConfig({
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Tracker <t@example.com>',
      }),
      pino({ level: 'silent' }),
    );
    await mailer.send(
      verificationEmail('someone@example.com', 'http://localhost:3000/verify-email?token=abc', 'en'),
    );
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Verify your email address');
    expect(received[0]).toContain('To: someone@example.com');
  });
});

describe('Klaviyo transport', () => {
  it("sends the app's own emails as Klaviyo events", async () => {
    const { createMailer } = await import('../mail/mailer.ts');
    const { loadConfig } = await import('../config.ts');
    const { passwordResetEmail } = await import('../mail/templates.ts');
    const pino = (await import('pino')).default;
    const mailer = createMailer(
      loadConfig({
        MAIL_TRANSPORT: 'klaviyo',
        KLAVIYO_BASE_URL: klaviyo.url,
        KLAVIYO_PRIVATE_KEY: 'pk_private_test',
      }),
      pino({ level: 'silent' }),
    );
    await mailer.send(
      passwordResetEmail('someone@example.com', 'http://localhost:3000/reset-password?token=abc', 'en'),
    );
    const call = klaviyo.calls.at(-1);
    expect(call?.url).toBe('/api/events/');
    expect(call?.body).toMatchObject({
      data: {
        attributes: {
          profile: { data: { attributes: { email: 'someone@example.com' } } },
          properties: {
            subject: 'Reset your password',
            text: expect.stringContaining('reset-password?token=abc'),
          },
        },
      },
    });
  });
});
