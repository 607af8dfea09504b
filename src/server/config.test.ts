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

  it("reads STORE_SHOP_DOMAIN as a shop's permanent domain, in lower case", () => {
    expect(loadConfig({}).store.shopDomain).toBeUndefined();
    expect(loadConfig({ STORE_SHOP_DOMAIN: ' Demo.MyShopify.com ' }).store.shopDomain).toBe(
      'demo.myshopify.com',
    );
    for (const wrong of ['https://demo.myshopify.com', 'demo', 'demo.myshopify.com/', 'a b.myshopify.com']) {
      expect(() => loadConfig({ STORE_SHOP_DOMAIN: wrong })).toThrow(/STORE_SHOP_DOMAIN/);
    }
  });

  it("reads the store's own products from STORE_DEVICES and names what is wrong with it", () => {
    expect(loadConfig({}).store.devices).toEqual([]);
    const devices = '[{"label":" Acme Night Sleeve ","kind":"all-day"},{"label":"Acme Balm","kind":"care"}]';
    expect(loadConfig({ STORE_DEVICES: devices }).store.devices).toEqual([
      { label: 'Acme Night Sleeve', kind: 'all-day' },
      { label: 'Acme Balm', kind: 'care' },
    ]);
    expect(() => loadConfig({ STORE_DEVICES: 'not json' })).toThrow(/STORE_DEVICES/);
    expect(() => loadConfig({ STORE_DEVICES: '[{"label":"X","kind":"rocket"}]' })).toThrow(/STORE_DEVICES/);
    expect(() => loadConfig({ STORE_DEVICES: '[{"label":"X","kind":"care","weight":true}]' })).toThrow(
      /STORE_DEVICES/,
    );
    expect(() =>
      loadConfig({ STORE_DEVICES: '[{"label":"X","kind":"care"},{"label":"X","kind":"care"}]' }),
    ).toThrow(/STORE_DEVICES/);
  });

  it('requires SESSION_SECRET in production and SMTP_URL for smtp', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
  });

  it('sends named statements unless DATABASE_NAMED_STATEMENTS=false', () => {
    expect(loadConfig({}).namedStatements).toBe(true);
    expect(loadConfig({ DATABASE_NAMED_STATEMENTS: 'false' }).namedStatements).toBe(false);
    expect(() => loadConfig({ DATABASE_NAMED_STATEMENTS: 'no' })).toThrow(
      /DATABASE_NAMED_STATEMENTS: must be true or false/,
    );
  });

  it('opens at most DATABASE_POOL_SIZE connections per process, 10 unless set', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '' }).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    for (const bad of ['0', '101', '2.5', 'four']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE: /);
    }
  });

  it('keeps rate limits in PostgreSQL unless REDIS_URL names a Redis', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'tracker:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis/);
  });

  it('reads ADMIN_EMAILS in lower case', () => {
    expect([...loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com' }).adminEmails]).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies addresses, and nothing by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses true, explaining what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*X-Forwarded-For.*number of proxies in front of the app.*addresses/,
    );
  });

  it('refuses what is neither a hop count nor addresses', () => {
    for (const value of ['yes', '11', '10.0.0.0/33', '10.0.0.300', 'proxy.example.com', '1,2']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('production over plain HTTP', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };

  it('refuses an http PUBLIC_URL (or none), naming the override', () => {
    for (const env of [{ PUBLIC_URL: 'http://tracker.example.com' }, {}]) {
      expect(() => loadConfig({ ...production, ...env })).toThrow(
        /PUBLIC_URL: must be an https:\/\/ address when NODE_ENV=production.*ALLOW_INSECURE_HTTP=true/,
      );
    }
  });

  it('starts over HTTP with ALLOW_INSECURE_HTTP=true, without Secure cookies', () => {
    const config = loadConfig({
      ...production,
      PUBLIC_URL: 'http://localhost:3000',
      ALLOW_INSECURE_HTTP: 'true',
    });
    expect(config.secureTransport).toBe(false);
  });

  it('over HTTPS needs TRUST_PROXY, so it can tell requests came over HTTPS', () => {
    const https = { ...production, PUBLIC_URL: 'https://tracker.example.com' };
    expect(() => loadConfig(https)).toThrow(/TRUST_PROXY: is required when NODE_ENV=production/);
    expect(loadConfig({ ...https, TRUST_PROXY: '1' }).secureTransport).toBe(true);
  });
});

describe('photo limits', () => {
  it('has daily upload quotas and a processing concurrency, configurable', () => {
    expect(loadConfig({}).uploadQuota).toEqual({ count: 50, bytes: 200 * 1024 * 1024 });
    expect(loadConfig({}).photoConcurrency).toBe(2);
    const config = loadConfig({
      UPLOAD_QUOTA_PER_DAY: '3',
      UPLOAD_QUOTA_MB_PER_DAY: '0.5',
      PHOTO_CONCURRENCY: '1',
    });
    expect(config.uploadQuota).toEqual({ count: 3, bytes: 512 * 1024 });
    expect(config.photoConcurrency).toBe(1);
    expect(() => loadConfig({ UPLOAD_QUOTA_PER_DAY: '0' })).toThrow(/UPLOAD_QUOTA_PER_DAY/);
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default (so /metrics answers 404) and must be long enough when set', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'a'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'short-token' })).toThrow(/METRICS_TOKEN: must be at least 32/);
    expect(() => loadConfig({ METRICS_TOKEN: `${token} with spaces` })).toThrow(/METRICS_TOKEN/);
  });
});
