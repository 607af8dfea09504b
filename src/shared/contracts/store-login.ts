import { z } from 'zod';
import { defineContract } from './contract.ts';

/** GET /api/{platform}/auth query: the path of this app to come back to after the store login. */
const storeLoginQuery = z.object({
  redirectUrl: z
    .string()
    .max(500)
    .default('/')
    .refine((value) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'), {
      error: 'redirectUrl must be a path of this app',
    }),
});

/**
 * GET /api/{platform}/auth?redirectUrl={path} (spec section 7): a redirect to the store's customer login.
 * The path names the store platform the server is configured for (STORE_PLATFORM, told to the client by
 * GET /api/app-config), so the contract is made for a platform: the server registers it for its own, the
 * client builds it for the one the server named.
 */
export const storeLoginFor = (platform: string) =>
  defineContract({
    method: 'GET',
    path: `/api/${platform}/auth`,
    summary: "Sends the browser to the store's customer login (a redirect)",
    tag: 'store',
    query: storeLoginQuery,
    status: 302,
    response: null,
    errors: ['VALIDATION', 'NOT_CONFIGURED'],
  });
