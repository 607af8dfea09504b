import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/request.ts';
import type { RegisterBody } from '#shared/schemas/auth.ts';

/** POST /api/register {username, password, name, email}. */
export async function register(body: RegisterBody): Promise<void> {
  await apiRequest('POST', '/api/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
