import { testEmailRequest, testEmailResult } from '../schemas/test-email.ts';
import { defineContract } from './contract.ts';
import { ADMIN_ERRORS, WRITE_ERRORS } from './error-groups.ts';

/** POST /api/test-email: the admin email test tool (spec section 7). */
export const sendTestEmail = defineContract({
  method: 'POST',
  path: '/api/test-email',
  summary: 'Send a test reset or verification email by one method',
  tag: 'admin',
  body: testEmailRequest,
  response: testEmailResult,
  errors: [...ADMIN_ERRORS, ...WRITE_ERRORS, 'VALIDATION', 'EMAIL_METHOD_NOT_CONFIGURED', 'UPSTREAM_FAILED'],
});
