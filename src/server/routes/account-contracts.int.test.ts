import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_HOURS, VERIFICATION_LINK_HOURS } from '#shared/constants.ts';
import { getAdminStep, takeAdminStep } from '#shared/contracts/admin-step.ts';
import { getAppConfig } from '#shared/contracts/app-config.ts';
import {
  checkResetLink,
  confirmEmail,
  createAccount,
  resendVerificationEmail,
  sendResetLink,
  setNewPassword,
  signIn,
} from '#shared/contracts/auth.ts';
import type { Contract } from '#shared/contracts/contract.ts';
import { checkHealth } from '#shared/contracts/health.ts';
import { storeLoginFor } from '#shared/contracts/store-login.ts';
import { changePassword, signOut, updateUser } from '#shared/contracts/user.ts';
import { users } from '../db/schema/accounts.ts';
import { errorCodesOf } from '../http/contract-route.ts';
import { registerUser, uniqueEmail } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const CONTRACTS: Contract[] = [
  signIn,
  signOut,
  updateUser,
  changePassword,
  createAccount,
  sendResetLink,
  checkResetLink,
  setNewPassword,
  confirmEmail,
  resendVerificationEmail,
  getAdminStep,
  takeAdminStep,
  storeLoginFor('shopify'),
  getAppConfig,
  checkHealth,
];

const HOUR_MS = 3600_000;
const userByEmail = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];
/** The lifetime an email states, in hours ("valid for 24 hours", "valid for 1 hour"). */
const statedHours = (text: string | undefined) => Number(text?.match(/valid for (\d+) hours?/)?.[1]);

describe('the account and platform endpoints', () => {
  it('are each registered from their contract, with its error codes in the API reference', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const contract of CONTRACTS) {
      const name = `${contract.method} ${contract.path}`;
      expect(t.app.contracts.has(name), name).toBe(true);
      const operation = document.paths[contract.path]?.[contract.method.toLowerCase()];
      expect(operation?.['x-error-codes'], name).toEqual(errorCodesOf(contract));
    }
  });

  it('GET /api/app-config names the devices by label and kind (which take a weight is shared code)', async () => {
    const response = await t.app.inject({ url: '/api/app-config' });
    expect(response.statusCode).toBe(200);
    const config = response.json();
    expect(Object.keys(config).sort()).toEqual([
      'devices',
      'quickHideUrl',
      'storeName',
      'storeOrigin',
      'storePlatform',
      'storeUrl',
    ]);
    for (const device of config.devices) expect(Object.keys(device)).toEqual(['label', 'kind']);
    expect(config.devices).toContainEqual({ label: 'Pills', kind: 'consumable' });
    expect(config.devices).toContainEqual({ label: 'All Day Stretcher Penis Extender', kind: 'all-day' });
  });

  it('the emails state the lifetime the links really have', async () => {
    const email = uniqueEmail('lifetime');
    await registerUser(t.app, email);
    const verification = t.mails.filter((mail) => mail.to === email).at(-1);
    expect(statedHours(verification?.text)).toBe(VERIFICATION_LINK_HOURS);
    const verifyExpiry = (await userByEmail(email))?.verificationTokenExpiry?.getTime() ?? 0;
    expect(Math.abs(verifyExpiry - Date.now() - VERIFICATION_LINK_HOURS * HOUR_MS)).toBeLessThan(60_000);

    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    await t.app.tasks.idle();
    const reset = t.mails.filter((mail) => mail.to === email).at(-1);
    expect(reset?.subject).toBe('Reset your password');
    expect(statedHours(reset?.text)).toBe(RESET_LINK_HOURS);
    const resetExpiry = (await userByEmail(email))?.resetTokenExpiry?.getTime() ?? 0;
    expect(Math.abs(resetExpiry - Date.now() - RESET_LINK_HOURS * HOUR_MS)).toBeLessThan(60_000);
  });
});
