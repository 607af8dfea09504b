import { z } from 'zod';
import { adminLoginBody } from '../schemas/auth.ts';
import { defineContract } from './contract.ts';

/** GET /api/admin/step: whether this administrator has entered the admin password in this session. */
export const getAdminStep = defineContract({
  method: 'GET',
  path: '/api/admin/step',
  summary: 'Whether the admin password step is taken in this session',
  tag: 'admin',
  response: z.object({
    /** True once this administrator entered the admin password in this session. */
    verified: z.boolean(),
  }),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

/** POST /api/admin/login: the shared admin password, for a signed-in administrator; lasts for the session. */
export const takeAdminStep = defineContract({
  method: 'POST',
  path: '/api/admin/login',
  summary: 'Takes the admin password step',
  tag: 'admin',
  body: adminLoginBody,
  response: z.object({ message: z.string() }),
  errors: [
    'VALIDATION',
    'CROSS_SITE',
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'INVALID_ADMIN_PASSWORD',
    'NOT_CONFIGURED',
  ],
});
