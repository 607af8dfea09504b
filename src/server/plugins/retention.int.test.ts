import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

describe('the retention sweep', () => {
  it('cuts IP addresses older than 30 days, forgets expired tokens, keeps the rest', async () => {
    await t.pool.query(
      `INSERT INTO security_logs (ip_address, action, created_at) VALUES
         ('203.0.113.77', 'login_failure', now() - interval '31 days'),
         ('2001:db8:85a3:8d3:1319:8a2e:370:7348', 'login_failure', now() - interval '40 days'),
         ('198.51.100.9', 'login_failure', now() - interval '29 days')`,
    );
    const { email: expired } = await registerUser(t.app);
    const { email: fresh } = await registerUser(t.app);
    await t.pool.query(
      `UPDATE users SET reset_token = 'digest-' || id, reset_token_expiry = now() - interval '1 minute',
              verification_token_expiry = now() - interval '1 minute' WHERE email = $1`,
      [expired],
    );

    await t.app.retentionSweep();

    const ips = await t.pool.query('SELECT ip_address FROM security_logs WHERE user_id IS NULL ORDER BY id');
    expect(ips.rows.map((row) => row.ip_address)).toEqual(['203.0.113.0', '2001:db8:85a3::', '198.51.100.9']);
    const tokens = await t.pool.query(
      'SELECT email, reset_token IS NULL AS no_reset, verification_token IS NULL AS no_verification FROM users ORDER BY email',
    );
    expect(tokens.rows).toContainEqual({ email: expired, no_reset: true, no_verification: true });
    // A verification link still valid stays usable.
    expect(tokens.rows).toContainEqual({ email: fresh, no_reset: true, no_verification: false });
  });
});
