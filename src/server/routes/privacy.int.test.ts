import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSIONS } from '#shared/privacy-notice.ts';
import { authSessions } from '../db/schema/accounts.ts';
import { customerConsents, photoAccessAudit } from '../db/schema/store-and-privacy.ts';
import {
  acceptConsents,
  registerUser,
  signIn,
  signInAdmin,
  signInWithoutConsent,
} from '../test/factories.ts';
import { multipartBody, sendForm, smallPng } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PASSWORD = 'correct horse battery';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: PASSWORD, AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const newCustomer = async () => signInWithoutConsent(t.app, (await registerUser(t.app)).email);
const hashOf = async (cookie: string): Promise<string> =>
  (await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie } })).json().customerHash;
const consent = (cookie: string) => t.app.inject({ url: '/api/consent', headers: { cookie } });
const accept = (cookie: string, kind: string, version: number) =>
  t.app.inject({ method: 'POST', url: '/api/consent', headers: { cookie }, payload: { kind, version } });
const png = async () => ({ data: await smallPng(), filename: 'p.png', contentType: 'image/png' });

describe('consent to the privacy notice', () => {
  it('is not given until accepted, then is stored with its version and time', async () => {
    const cookie = await newCustomer();
    expect((await consent(cookie)).json()).toEqual({
      notice: { version: CONSENT_VERSIONS.notice, accepted: false, acceptedAt: null },
      photos: { version: CONSENT_VERSIONS.photos, accepted: false, acceptedAt: null },
    });
    const before = Date.now();
    const accepted = await accept(cookie, 'notice', CONSENT_VERSIONS.notice);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().notice.accepted).toBe(true);
    expect(accepted.json().photos.accepted).toBe(false);
    const at = Date.parse(accepted.json().notice.acceptedAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    const rows = await t.db
      .select()
      .from(customerConsents)
      .where(eq(customerConsents.customerHash, await hashOf(cookie)));
    expect(rows.map(({ kind, version }) => ({ kind, version }))).toEqual([
      { kind: 'notice', version: CONSENT_VERSIONS.notice },
    ]);
    // Accepting again keeps the first time.
    expect((await accept(cookie, 'notice', CONSENT_VERSIONS.notice)).json().notice.acceptedAt).toBe(
      accepted.json().notice.acceptedAt,
    );
  });

  it('of an older version counts for nothing: a new version asks again, an old one is refused', async () => {
    const cookie = await newCustomer();
    const hash = await hashOf(cookie);
    // Accepted a version before the one in force (as if the text changed since).
    await t.db.insert(customerConsents).values({ customerHash: hash, kind: 'notice', version: 0 });
    expect((await consent(cookie)).json().notice.accepted).toBe(false);
    const stale = await accept(cookie, 'notice', CONSENT_VERSIONS.notice + 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONSENT_OUTDATED', field: 'version' });
    expect((await accept(cookie, 'nothing', 1)).statusCode).toBe(400);
  });

  it('belongs to the customer who gave it', async () => {
    const alice = await newCustomer();
    const bob = await newCustomer();
    await acceptConsents(t.app, { cookie: alice });
    expect((await consent(alice)).json().photos.accepted).toBe(true);
    expect((await consent(bob)).json().photos.accepted).toBe(false);
    expect((await t.app.inject({ url: '/api/consent' })).statusCode).toBe(401);
  });
});

describe('photo storage consent', () => {
  it('is needed to upload a photo or send one with a session: 403 PHOTO_CONSENT_REQUIRED, nothing stored', async () => {
    const cookie = await newCustomer();
    await acceptConsents(t.app, { cookie }, ['notice']);
    const upload = await sendForm(t.app, 'POST', '/api/upload', multipartBody({}, await png()), cookie);
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toEqual({
      code: 'PHOTO_CONSENT_REQUIRED',
      message: 'Agree to photo storage before adding a photo',
      field: 'image',
    });
    const withSession = multipartBody({ device: 'Anti-turtle Sleeves', duration: 5 }, await png());
    const created = await sendForm(t.app, 'POST', '/api/sessions', withSession, cookie);
    expect(created.statusCode).toBe(403);
    expect(created.json().code).toBe('PHOTO_CONSENT_REQUIRED');
    const sessions = await t.app.inject({ url: '/api/sessions', headers: { cookie } });
    expect(sessions.json()).toEqual([]);
    // A session without a photo needs no photo consent.
    const plain = await sendForm(
      t.app,
      'POST',
      '/api/sessions',
      multipartBody({ device: 'Anti-turtle Sleeves', duration: 5 }),
      cookie,
    );
    expect(plain.statusCode).toBe(201);
    // Editing it to add a photo is refused too.
    const edit = multipartBody({ device: 'Anti-turtle Sleeves', duration: 5 }, await png());
    const edited = await sendForm(t.app, 'PUT', `/api/sessions/${plain.json().id}`, edit, cookie);
    expect(edited.statusCode).toBe(403);

    await acceptConsents(t.app, { cookie }, ['photos']);
    const again = await sendForm(t.app, 'POST', '/api/upload', multipartBody({}, await png()), cookie);
    expect(again.statusCode).toBe(201);
  });
});

describe('discreet mode', () => {
  it('is a setting kept per customer, off until turned on, beside the unit', async () => {
    const cookie = await signIn(t.app, (await registerUser(t.app)).email);
    const get = () => t.app.inject({ url: '/api/preferences', headers: { cookie } });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/preferences', headers: { cookie }, payload });
    expect((await get()).json()).toEqual({
      measurementUnit: null,
      weightUnit: null,
      discreetMode: false,
      deviceNicknames: {},
      language: null,
    });
    expect((await put({ discreetMode: true })).json()).toEqual({
      measurementUnit: null,
      weightUnit: null,
      discreetMode: true,
      deviceNicknames: {},
      language: null,
    });
    expect((await put({ measurementUnit: 'centimeters' })).json()).toEqual({
      measurementUnit: 'centimeters',
      weightUnit: null,
      discreetMode: true,
      deviceNicknames: {},
      language: null,
    });
    expect((await get()).json()).toEqual({
      measurementUnit: 'centimeters',
      weightUnit: null,
      discreetMode: true,
      deviceNicknames: {},
      language: null,
    });
    expect((await put({})).statusCode).toBe(400);
    expect((await put({ discreetMode: 'yes' })).statusCode).toBe(400);
  });

  it('keeps the nicknames the customer gives devices, for the store’s devices only', async () => {
    const cookie = await signIn(t.app, (await registerUser(t.app)).email);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/preferences', headers: { cookie }, payload });
    const named = await put({
      deviceNicknames: { 'Anti-turtle Sleeves': '  Sleeves  ', 'Aloe Vera Gel': 'Gel' },
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().deviceNicknames).toEqual({
      'Anti-turtle Sleeves': 'Sleeves',
      'Aloe Vera Gel': 'Gel',
    });
    // The map is sent whole: a device left out goes back to its neutral name.
    await put({ deviceNicknames: { 'Aloe Vera Gel': 'Gel' } });
    const saved = await t.app.inject({ url: '/api/preferences', headers: { cookie } });
    expect(saved.json().deviceNicknames).toEqual({ 'Aloe Vera Gel': 'Gel' });

    const unknown = await put({ deviceNicknames: { 'Something else': 'Mine' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION', field: 'deviceNicknames' });
    expect((await put({ deviceNicknames: { 'Aloe Vera Gel': ' ' } })).statusCode).toBe(400);
    expect((await put({ deviceNicknames: { 'Aloe Vera Gel': 'x'.repeat(25) } })).statusCode).toBe(400);
    // Another customer has none of them.
    const other = await signIn(t.app, (await registerUser(t.app)).email);
    const theirs = await t.app.inject({ url: '/api/preferences', headers: { cookie: other } });
    expect(theirs.json().deviceNicknames).toEqual({});
  });
});

describe('the photo-access audit', () => {
  let admin: string;
  let adminEmail: string;
  let customer: string;
  let customerEmail: string;
  let hash: string;
  let imageUrl: string;
  const audit = () =>
    t.app.inject({ url: '/api/admin/photo-access', headers: { cookie: admin } }).then((r) => r.json());

  beforeAll(async () => {
    admin = await signInAdmin(t.app, t.mails, PASSWORD);
    adminEmail = 'admin@example.com';
    customerEmail = (await registerUser(t.app)).email;
    customer = await signIn(t.app, customerEmail);
    hash = await hashOf(customer);
    const body = multipartBody({ device: 'Anti-turtle Sleeves', duration: 5 }, await png());
    imageUrl = (await sendForm(t.app, 'POST', '/api/sessions', body, customer)).json().imageUrl;
  });

  it('records every admin view of a photo and its thumbnail (who, when, whose, what), not the owner’s', async () => {
    expect((await t.app.inject({ url: imageUrl, headers: { cookie: customer } })).statusCode).toBe(200);
    expect((await audit()).entries).toEqual([]);
    const before = Date.now();
    expect((await t.app.inject({ url: imageUrl, headers: { cookie: admin } })).statusCode).toBe(200);
    const thumb = await t.app.inject({ url: `${imageUrl}/thumbnail`, headers: { cookie: admin } });
    expect(thumb.statusCode).toBe(200);
    const photoId = imageUrl.split('/').at(-1);
    const { entries } = await audit();
    expect(entries).toMatchObject([
      { adminEmail, customerHash: hash, customerEmail, action: 'thumbnail', photoId },
      { adminEmail, customerHash: hash, customerEmail, action: 'photo', photoId },
    ]);
    expect(Date.parse(entries[1].at)).toBeGreaterThanOrEqual(before - 1000);
    // A missing photo opens nothing and records nothing.
    await t.app.inject({ url: '/api/photos/ffffffffffffffffffffffffffffffff', headers: { cookie: admin } });
    expect((await audit()).entries).toHaveLength(2);
  });

  it('records every admin export with images, by customer and by email; CSV exports are not photo access', async () => {
    await t.db.delete(photoAccessAudit);
    const get = (url: string) => t.app.inject({ url, headers: { cookie: admin } });
    expect((await get(`/api/admin/export/sessions/${hash}`)).statusCode).toBe(200);
    expect((await audit()).entries).toEqual([]);
    expect((await get(`/api/admin/export/sessions/${hash}/with-images`)).statusCode).toBe(200);
    const byEmail = await get(
      `/api/admin/export/sessions/email/${encodeURIComponent(customerEmail)}/with-images`,
    );
    expect(byEmail.statusCode).toBe(200);
    const { entries } = await audit();
    expect(entries).toMatchObject([
      { adminEmail, customerHash: hash, customerEmail, action: 'export_with_images', photoId: null },
      { adminEmail, customerHash: hash, customerEmail, action: 'export_with_images', photoId: null },
    ]);
  });

  it('is for administrators who took the admin step only', async () => {
    expect(
      (await t.app.inject({ url: '/api/admin/photo-access', headers: { cookie: customer } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/photo-access' })).statusCode).toBe(401);
  });

  it('an export with images needs the admin password again when the last admin step is over 15 minutes old', async () => {
    const url = `/api/admin/export/sessions/${hash}/with-images`;
    const sid = decodeURIComponent(admin.split('=')[1] ?? '').split('.')[0] ?? '';
    const setStepAge = (minutes: number) =>
      t.db
        .update(authSessions)
        .set({
          sess: sql`jsonb_set(${authSessions.sess}, '{adminVerifiedAt}', to_jsonb(${Date.now() - minutes * 60_000}::bigint))`,
        })
        .where(eq(authSessions.sid, sid));
    await t.db.delete(photoAccessAudit);
    await setStepAge(14);
    expect((await t.app.inject({ url, headers: { cookie: admin } })).statusCode).toBe(200);
    await setStepAge(16);
    const refused = await t.app.inject({ url, headers: { cookie: admin } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'ADMIN_REAUTH_REQUIRED',
      message: 'Enter the admin password again to export photos',
    });
    // Nothing was exported, so nothing recorded; CSV exports still work without it.
    expect((await audit()).entries).toHaveLength(1);
    expect(
      (await t.app.inject({ url: `/api/admin/export/sessions/${hash}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(200);
    // The admin password again renews the step.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { cookie: admin },
      payload: { password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: admin } })).statusCode).toBe(403);
    const step = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { cookie: admin },
      payload: { password: PASSWORD },
    });
    expect(step.statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { cookie: admin } })).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(photoAccessAudit)
      .where(and(eq(photoAccessAudit.customerHash, hash), eq(photoAccessAudit.action, 'export_with_images')));
    expect(rows).toHaveLength(2);
  });
});
