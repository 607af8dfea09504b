import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { isHttpError } from '#client/lib/request.ts';
import { TEST_RESET_TOKEN_DELAY_MS } from '#shared/constants.ts';
import { checkResetLink, setNewPassword } from '#shared/contracts/auth.ts';
import { isTestResetToken } from '#shared/rules/reset-token.ts';
import type { ResetPasswordBody } from '#shared/schemas/auth.ts';

export type TokenCheck = 'valid' | 'invalid' | 'unreachable';

/** GET /api/reset-password?token=...: 'unreachable' when the check itself failed (network). */
export async function checkResetToken(token: string): Promise<TokenCheck> {
  try {
    const reply = await callApi(checkResetLink, { query: { token } });
    return reply.valid ? 'valid' : 'invalid';
  } catch (err) {
    // The server answered with an error status: the token is not usable.
    if (isHttpError(err)) return 'invalid';
    return 'unreachable';
  }
}

/** The token's validity; test tokens skip the server and count as valid (spec section 4). */
export function useResetTokenCheck(token: string) {
  const isTest = isTestResetToken(token);
  const query = useQuery({
    queryKey: [checkResetLink.path, token],
    queryFn: () => checkResetToken(token),
    enabled: !isTest,
    gcTime: 0,
  });
  if (isTest) return 'valid' as const;
  return query.data ?? 'validating';
}

/** POST /api/reset-password {token, password}; test tokens only wait, then succeed. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  if (isTestResetToken(body.token)) {
    await new Promise((resolve) => setTimeout(resolve, TEST_RESET_TOKEN_DELAY_MS));
    return;
  }
  await callApi(setNewPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
