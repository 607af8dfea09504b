import type { Readable } from 'node:stream';
import type { Deps } from '../../deps.ts';
import { today } from './csv-cells.ts';
import { sessionsCsv } from './sessions-csv.ts';

/** One customer's own sessions as a CSV stream (spec section 3 columns), named for today. */
export function customerSessionsCsv(
  deps: Pick<Deps, 'pool' | 'log'>,
  customerHash: string,
): { fileName: string; stream: Readable } {
  return {
    fileName: `sessions-${today()}.csv`,
    stream: sessionsCsv(deps.pool, [customerHash], deps.log),
  };
}
