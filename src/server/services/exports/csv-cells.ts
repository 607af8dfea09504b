/**
 * Cells that a spreadsheet would run as a formula get a leading apostrophe, also when spaces come first
 * (some spreadsheets trim them). A customer's own export keeps line breaks in quoted cells and uses this
 * alone (docs/decisions/053).
 */
export function neutralise(cell: string): string {
  return /^\s*[=+\-@]|^[\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * A cell as exported: line breaks become spaces, since a reader that splits lines on a bare CR or LF would
 * otherwise start a row with the rest of the cell, past the formula check; then formulas are neutralised.
 */
export const textCell = (value: string) => neutralise(value.replace(/[\r\n]/g, ' '));

/** yyyy-mm-dd of a timestamp, in UTC. */
export const isoDay = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

/** The date of today for file names, e.g. sessions-2026-11-21.csv. */
export const today = () => isoDay(new Date());

/** A numeric column as text without trailing zeros ('2.50' -> '2.5'), or empty. */
export const numberCell = (value: string | number | null) => (value === null ? '' : String(Number(value)));
