import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { createAccount } from '#shared/contracts/auth.ts';
import type { RegisterBody } from '#shared/schemas/auth.ts';

/** POST /api/register {username, password, name, email} and the language the page shows. */
export async function register(body: RegisterBody): Promise<void> {
  await callApi(createAccount, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
