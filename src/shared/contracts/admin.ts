import {
  customerPage,
  customerPageQuery,
  sessionsByCustomer,
  sessionsByCustomerQuery,
} from '../schemas/admin.ts';
import { defineContract } from './contract.ts';
import { ADMIN_ERRORS } from './error-groups.ts';

/** GET /api/admin/users: one page of customers with session count and last activity. */
export const listAdminUsers = defineContract({
  method: 'GET',
  path: '/api/admin/users',
  summary: 'One page of customers, most recently active first',
  tag: 'admin',
  query: customerPageQuery,
  response: customerPage,
  errors: [...ADMIN_ERRORS, 'VALIDATION'],
});

/** GET /api/admin/sessions: the newest sessions keyed by customer hash (spec section 7, kept for compatibility). */
export const listAdminSessions = defineContract({
  method: 'GET',
  path: '/api/admin/sessions',
  summary: 'The newest sessions, keyed by customer hash',
  tag: 'admin',
  query: sessionsByCustomerQuery,
  response: sessionsByCustomer,
  errors: [...ADMIN_ERRORS, 'VALIDATION'],
});
