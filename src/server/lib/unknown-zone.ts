import { PG, pgError } from '../db/pg-error.ts';
import { badRequest } from './app-error.ts';

/**
 * For `.catch` on a query in the customer's zone: a zone the browser (and zod) knows but this PostgreSQL
 * does not is the caller's mistake, 400 on `tz`; any other error goes on as it was.
 */
export function unknownZone(err: unknown): never {
  if (pgError(err)?.code === PG.invalidParameterValue) {
    throw badRequest('tz: Unknown time zone', 'VALIDATION', 'tz');
  }
  throw err;
}
