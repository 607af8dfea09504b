import type { UserRow } from '../services/users/find-user.ts';

/**
 * Who a login session belongs to: its user and the account's own customer hash, read together with the
 * session row in one query (login-session-store.ts, docs/decisions/031). It rides on `request.session` for
 * the one request: never stored, and never counted as a change to the session (toJSON gives nothing).
 */
export class LoginIdentity {
  constructor(
    readonly user: UserRow,
    readonly customerHash: string | null,
  ) {}

  toJSON(): undefined {
    return undefined;
  }
}
