import { TEST_RESET_TOKEN_PREFIX } from '../constants.ts';

/** Cuts a tracking suffix that begins at '&utm_' off a token taken from a link (spec section 4). */
export function cleanResetToken(raw: string): string {
  const cut = raw.indexOf('&utm_');
  return cut === -1 ? raw : raw.slice(0, cut);
}

/** Tokens beginning 'test-' are the client's simulation only; the server never accepts them. */
export function isTestResetToken(token: string): boolean {
  return token.startsWith(TEST_RESET_TOKEN_PREFIX);
}
