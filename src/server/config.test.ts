import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.mail.transport).toBe('file');
    expect(config.env).toBe('development');
  });

  it('names each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'abc', MAIL_TRANSPORT: 'pigeon' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', MAIL_TRANSPORT: 'pigeon' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('MAIL_TRANSPORT');
    }
  });

  it('requires SESSION_SECRET in production and SMTP_URL for smtp', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
  });

  it('reads ADMIN_EMAILS in lower case', () => {
    expect([...loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com' }).adminEmails]).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });
});
