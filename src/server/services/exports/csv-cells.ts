/** Cells that a spreadsheet would run as a formula get a leading apostrophe. */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** yyyy-mm-dd of a timestamp, in UTC. */
export const isoDay = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

/** The date of today for file names, e.g. sessions-2026-11-21.csv. */
export const today = () => isoDay(new Date());

/** A numeric column as text without trailing zeros ('2.50' -> '2.5'), or empty. */
export const numberCell = (value: string | number | null) => (value === null ? '' : String(Number(value)));
