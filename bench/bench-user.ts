import fs from 'node:fs';
import path from 'node:path';
import { seedSessionsOf } from './seed-data.ts';

export const BENCH_EMAIL = 'bench-admin@bench.invalid';
export const BENCH_PASSWORD = 'bench-password-9f3c1e';
export const BENCH_ADMIN_PASSWORD = 'bench-admin-step-4b7d';

export type BenchUser = { cookie: string; customerHash: string };

async function call(base: string, method: string, url: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, setCookie: response.headers.getSetCookie() };
}

function expectStatus(what: string, answer: { status: number; text: string }, ...ok: number[]) {
  if (!ok.includes(answer.status)) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
}

/** The verification token of the newest email to `email` in DATA_DIR/mail (quoted-printable undone). */
function verificationToken(dataDir: string, email: string): string {
  const dir = path.join(dataDir, 'mail');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => path.join(dir, file)) : [];
  files.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const file of files) {
    const text = fs
      .readFileSync(file, 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    const token = /verify-email\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
    if (text.includes(email) && token) return decodeURIComponent(token);
  }
  throw new Error(`no verification email to ${email} in ${dir}`);
}

/**
 * The signed-in administrator the benchmark sends its requests as, made through the API: registered
 * (first run), email verified from the mail file, signed in with 'remember me', admin password step taken.
 */
export async function signInBenchUser(base: string, dataDir: string): Promise<BenchUser> {
  const credentials = { email: BENCH_EMAIL, password: BENCH_PASSWORD, rememberMe: true };
  let login = await call(base, 'POST', '/api/login', credentials);
  if (login.status === 401) {
    const registered = await call(base, 'POST', '/api/register', {
      username: 'bench_admin',
      name: 'Bench Admin',
      email: BENCH_EMAIL,
      password: BENCH_PASSWORD,
    });
    expectStatus('register', registered, 200, 201);
  }
  const sidOf = (setCookie: string[]) => setCookie.find((line) => line.startsWith('tracker.sid='));
  login = await call(base, 'POST', '/api/login', credentials);
  expectStatus('login', login, 200);
  let sid = sidOf(login.setCookie);
  if (!sid) throw new Error('login set no tracker.sid cookie');
  let cookie = sid.split(';', 1)[0] ?? '';
  const user = JSON.parse(login.text) as { emailVerified?: boolean };
  if (!user.emailVerified) {
    const token = verificationToken(dataDir, BENCH_EMAIL);
    const verified = await call(base, 'GET', `/api/verify-email?token=${encodeURIComponent(token)}`);
    expectStatus('verify email', verified, 303);
  }
  const step = await call(base, 'POST', '/api/admin/login', { password: BENCH_ADMIN_PASSWORD }, cookie);
  expectStatus('admin step', step, 200);
  sid = sidOf(step.setCookie);
  if (sid) cookie = sid.split(';', 1)[0] ?? cookie;
  const hash = await call(base, 'GET', '/api/user/customer-hash', undefined, cookie);
  expectStatus('customer hash', hash, 200);
  return { cookie, customerHash: (JSON.parse(hash.text) as { customerHash: string }).customerHash };
}

/**
 * Accepts the privacy notice and photo storage at their current versions, as any customer back for their
 * daily session has: the screens measured are the customer's own, not the notice over them.
 */
export async function acceptPrivacy(base: string, user: BenchUser): Promise<void> {
  const url = `/api/consent?customer_hash=${encodeURIComponent(user.customerHash)}`;
  const status = await call(base, 'GET', url, undefined, user.cookie);
  expectStatus('consent', status, 200);
  const current = JSON.parse(status.text) as Record<'notice' | 'photos', { version: number }>;
  for (const kind of ['notice', 'photos'] as const) {
    const accepted = await call(base, 'POST', url, { kind, version: current[kind].version }, user.cookie);
    expectStatus(`accept ${kind}`, accepted, 200);
  }
}

/**
 * The customer whose first screen the browser benchmarks open: the bench user signed in, the privacy notice
 * accepted, and `sessions` entries of their own (any earlier ones replaced).
 */
export async function signedInCustomer(
  app: { base: string; dataDir: string },
  databaseUrl: string,
  sessions: number,
): Promise<BenchUser> {
  const user = await signInBenchUser(app.base, app.dataDir);
  await acceptPrivacy(app.base, user);
  await seedSessionsOf(databaseUrl, user.customerHash, sessions);
  return user;
}
