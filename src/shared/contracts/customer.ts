import { z } from 'zod';
import {
  customerLookup,
  customerProof,
  invitationProof,
  linkCustomerBody,
  linkedCustomer,
  storeSessionReply,
} from '../schemas/customer.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS, WRITE_ERRORS } from './error-groups.ts';

/** The store-integration identity endpoints (docs/decisions/010-customer-identity.md). */

/** POST /api/customer/session: a store proof or an owner's invitation, exchanged once for a store session. */
export const createCustomerSession = defineContract({
  method: 'POST',
  path: '/api/customer/session',
  summary: 'Exchange a store proof or an invitation for a store session',
  tag: 'customer',
  body: customerProof,
  response: storeSessionReply,
  errors: [...WRITE_ERRORS, 'VALIDATION', 'PROOF_REFUSED', 'NOT_CONFIGURED'],
});

/** GET /api/customer/hash: the store customer this request proves (store session or app proxy), if any. */
export const lookupCustomerHash = defineContract({
  method: 'GET',
  path: '/api/customer/hash',
  summary: 'The store customer this request proves, if any',
  tag: 'customer',
  response: customerLookup,
  errors: ['NOT_CONFIGURED'],
});

/** POST /api/customer/logout: ends the store session on the server and clears its cookie. */
export const logoutCustomer = defineContract({
  method: 'POST',
  path: '/api/customer/logout',
  summary: 'End the store session',
  tag: 'customer',
  response: z.object({ message: z.string() }),
  errors: WRITE_ERRORS,
});

/** POST /api/customer/link: a signed-in user takes over the store identity they prove. */
export const linkCustomer = defineContract({
  method: 'POST',
  path: '/api/customer/link',
  summary: 'Link the proven store identity to the signed-in account',
  tag: 'customer',
  body: linkCustomerBody,
  response: linkedCustomer,
  errors: [
    ...WRITE_ERRORS,
    ...CUSTOMER_ERRORS,
    'VALIDATION',
    'PROOF_REFUSED',
    'STORE_PROOF_REQUIRED',
    'NOT_FOUND',
    'HASH_OWNED',
  ],
});

/** POST /api/customer/invitation: a short-lived embed invitation for the signed-in user's own hash. */
export const createInvitation = defineContract({
  method: 'POST',
  path: '/api/customer/invitation',
  summary: "A short-lived embed invitation for the signed-in user's hash",
  tag: 'customer',
  response: invitationProof,
  errors: [...WRITE_ERRORS, 'UNAUTHENTICATED', 'NOT_FOUND'],
});
