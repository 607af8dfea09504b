import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAdminSessions, listAdminUsers } from '#shared/contracts/admin.ts';
import * as exportContracts from '#shared/contracts/admin-exports.ts';
import type { Contract } from '#shared/contracts/contract.ts';
import * as customerContracts from '#shared/contracts/customer.ts';
import { sendTestEmail } from '#shared/contracts/test-email.ts';
import { errorCodesOf } from '../http/contract-route.ts';
import { registerUser, signIn, signInAdmin } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PASSWORD = 'correct horse battery';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: PASSWORD, AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const CONTRACTS: Contract[] = [
  listAdminUsers,
  listAdminSessions,
  sendTestEmail,
  ...Object.values(exportContracts),
  ...Object.values(customerContracts),
];
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the admin, export, email-test and store-customer endpoints', () => {
  it('are each registered from their contract, with its error codes and content type', async () => {
    expect(CONTRACTS).toHaveLength(14);
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const contract of CONTRACTS) {
      const operation = document.paths[openApiPath(contract.path)]?.[contract.method.toLowerCase()];
      expect(operation, `${contract.method} ${contract.path}`).toBeDefined();
      expect(operation['x-error-codes']).toEqual(errorCodesOf(contract));
      const success = operation.responses[String(contract.status ?? 200)];
      if (contract.produces) expect(Object.keys(success.content)).toEqual([contract.produces]);
    }
  });

  it('answer what their contracts describe', async () => {
    const admin = await signInAdmin(t.app, t.mails, PASSWORD);
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie },
      payload: { device: 'Anti-turtle Sleeves', duration: 10, date: '2026-11-01T10:00:00Z' },
    });
    const users = await t.app.inject({ url: '/api/admin/users', headers: { cookie: admin } });
    expect(listAdminUsers.response.strict().parse(users.json()).customers.length).toBeGreaterThan(0);
    await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie },
      payload: {
        device: 'Measurement Update',
        duration: 0,
        length: 6,
        date: '2026-11-01T00:00:00Z',
        day: '2026-11-01',
      },
    });
    const sessions = await t.app.inject({ url: '/api/admin/sessions', headers: { cookie: admin } });
    expect(sessions.statusCode).toBe(200);
    const byCustomer = listAdminSessions.response.parse(sessions.json());
    expect(Object.keys(byCustomer)).toHaveLength(1);
    // A measurement entry keeps its calendar day in the admin view too.
    expect(Object.values(byCustomer)[0]?.map((entry) => entry.day)).toContain('2026-11-01');
    const invitation = await t.app.inject({
      method: 'POST',
      url: '/api/customer/invitation',
      headers: { cookie },
    });
    expect(customerContracts.createInvitation.response.strict().parse(invitation.json()).expires).toBeTypeOf(
      'number',
    );
    const lookup = await t.app.inject({ url: '/api/customer/hash' });
    expect(customerContracts.lookupCustomerHash.response.strict().parse(lookup.json())).toEqual({
      customerHash: null,
      authenticated: false,
    });
  });
});
