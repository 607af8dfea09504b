import type { Readable } from 'node:stream';
import type { Deps } from '../../deps.ts';
import { today } from './csv-cells.ts';
import { exportSessionRows } from './session-rows.ts';
import { csvStream, SESSION_CSV_COLUMNS, sessionRecord } from './sessions-csv.ts';

/** One customer's own sessions as a CSV stream (spec section 3 columns), named for today. */
export function customerSessionsCsv(
  deps: Pick<Deps, 'pool' | 'log'>,
  customerHash: string,
): { fileName: string; stream: Readable } {
  return {
    fileName: `sessions-${today()}.csv`,
    stream: csvStream(
      exportSessionRows(deps.pool, [customerHash]),
      SESSION_CSV_COLUMNS,
      sessionRecord,
      deps.log,
    ),
  };
}
