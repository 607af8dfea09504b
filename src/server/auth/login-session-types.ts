import type { LoginIdentity } from './login-identity.ts';

declare module 'fastify' {
  interface Session {
    /** The user and their customer hash, read with the session row (this request only, never stored). */
    identity?: LoginIdentity;
    /** The signed-in user's id. */
    userId?: string;
    /** Epoch ms when the session ends on the server. */
    expiresAt?: number;
    /** True for a 30-day 'Remember me' session. */
    remember?: boolean;
    /** True once the admin password was entered in this session. */
    adminVerified?: boolean;
    /** Epoch ms when the admin password was last entered (an export with images wants it recent). */
    adminVerifiedAt?: number;
  }
}

export {};
