import { randomBytes } from 'node:crypto';

/** What a login session holds (stored as JSON in auth_sessions.sess). */
export type LoginSessionData = {
  /** The signed-in user's id. */
  userId?: string;
  /**
   * The account's own customer hash, kept at sign-in (an account's hash never changes), so a customer
   * request reads nothing but its login session to know who is asking (docs/decisions/031).
   */
  customerHash?: string;
  /** Epoch ms when the session ends on the server. */
  expiresAt?: number;
  /** True for a 30-day 'Remember me' session. */
  remember?: boolean;
  /** True once the admin password was entered in this session. */
  adminVerified?: boolean;
  /** Epoch ms when the admin password was last entered (an export with images wants it recent). */
  adminVerifiedAt?: number;
};

const FIELDS = [
  'userId',
  'customerHash',
  'expiresAt',
  'remember',
  'adminVerified',
  'adminVerifiedAt',
] as const;

/** Where login sessions are kept (login-session-store.ts). */
export type LoginSessionStore = {
  save: (sid: string, data: LoginSessionData) => Promise<void>;
  destroy: (sid: string) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's login session: restored from its cookie, or a new one that is stored only once saved. */
    session: LoginSession;
  }
}

/** A new session id: 192 random bits. */
const newSessionId = () => randomBytes(24).toString('base64url');

/** The data fields of a stored session (a row written by @fastify/session also holds its cookie: left out). */
function dataOf(source: LoginSessionData): LoginSessionData {
  const data: Record<string, unknown> = {};
  for (const field of FIELDS) if (source[field] !== undefined) data[field] = source[field];
  return data as LoginSessionData;
}

/** Whether two sessions' data differ (every field is a string, number or boolean). */
const differ = (a: LoginSessionData, b: LoginSessionData) => FIELDS.some((field) => a[field] !== b[field]);

/**
 * One request's login session (the sign-in state, not a training session). Changing it is noticed when
 * the answer goes (plugins/login-sessions.ts) and stored then, with one write; reading it writes nothing.
 */
export class LoginSession implements LoginSessionData {
  userId?: string;
  customerHash?: string;
  expiresAt?: number;
  remember?: boolean;
  adminVerified?: boolean;
  adminVerifiedAt?: number;

  #id: string | undefined;
  #stored: LoginSessionData | undefined;
  #savedNow = false;
  #destroyed = false;

  constructor(
    private readonly store: LoginSessionStore,
    restored?: { sid: string; data: LoginSessionData },
  ) {
    if (restored) {
      this.#stored = dataOf(restored.data);
      Object.assign(this, this.#stored);
      this.#id = restored.sid;
    }
  }

  /** The session's id (one is made for a new session when first asked). */
  get sessionId(): string {
    this.#id ??= newSessionId();
    return this.#id;
  }

  /** The fields to store. */
  data(): LoginSessionData {
    return dataOf(this);
  }

  /** Stored, and still live in this request: restored from its cookie or saved since. */
  get isStored(): boolean {
    return this.#stored !== undefined && !this.#destroyed;
  }

  /** Changed since it was restored or last saved. */
  isModified(): boolean {
    return this.#stored === undefined || differ(this, this.#stored);
  }

  /** Saved during this request: its cookie goes with the answer. */
  get savedNow(): boolean {
    return this.#savedNow;
  }

  get destroyed(): boolean {
    return this.#destroyed;
  }

  /** A new, empty session under a new id (no fixation at sign-in); the old one is deleted. */
  async regenerate(): Promise<void> {
    if (this.isStored && this.#id) await this.store.destroy(this.#id);
    for (const field of FIELDS) delete this[field];
    this.#id = newSessionId();
    this.#stored = undefined;
  }

  /** Stores the session now. */
  async save(): Promise<void> {
    const data = this.data();
    await this.store.save(this.sessionId, data);
    this.#stored = data;
    this.#savedNow = true;
  }

  /** Ends the session on the server (the route clears the cookie). */
  async destroy(): Promise<void> {
    if (this.#id) await this.store.destroy(this.#id);
    this.#destroyed = true;
  }
}
