declare module 'fastify' {
  interface Session {
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
  }
}

export {};
