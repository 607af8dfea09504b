import { z } from 'zod';
import { CUSTOMER_HASH_MAX_LENGTH } from '../constants.ts';

const queryHash = z.string().max(CUSTOMER_HASH_MAX_LENGTH).optional();

/**
 * The customer_hash (or customerHash) query parameter the request helper adds to every call (spec section
 * 7). Longer than any hash is bad input (400); shorter than 3 characters is no hash at all, so the route
 * decides who is asking without it (docs/decisions/010). Endpoints extend this with their own parameters.
 */
export const customerHashQuery = z.object({ customer_hash: queryHash, customerHash: queryHash });
