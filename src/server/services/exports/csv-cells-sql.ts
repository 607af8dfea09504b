/**
 * The cell rules of csv-cells.ts written in SQL, so PostgreSQL's COPY makes the export's cells itself
 * (docs/decisions/031). They must stay the same rules: sessions-csv-copy.int.test.ts compares both.
 */

/** What JavaScript's `\s` matches (ECMAScript WhiteSpace and LineTerminator), as a PostgreSQL regex class body. */
const SPACES_CLASS = String.raw`\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff`;
/** The same characters' code points, and those of the formula starts `+ - = @`. */
const SPACE_CODES = [
  9, 10, 11, 12, 13, 32, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197, 8198, 8199, 8200, 8201, 8202, 8232,
  8233, 8239, 8287, 12288, 65279,
];
const FORMULA_CODES = [43, 45, 61, 64];
const COMMA = 44;

/** A string literal PostgreSQL reads the same whatever standard_conforming_strings says (line breaks escaped). */
const literal = (text: string) =>
  `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''").replaceAll('\r', '\\r').replaceAll('\n', '\\n')}'`;

// A cell that (after its line breaks became spaces) starts with `+ - = @`, spaces first or not, or with a
// tab, gets a leading apostrophe: the whole match is put back after it.
const FORMULA_START = literal(String.raw`^([${SPACES_CLASS}]*[=+@-]|\t)`);
const APOSTROPHE_FIRST = literal(String.raw`'\1`);

/**
 * textCell in SQL, for a text column: line breaks become spaces (and commas too, `commas` for the notes), a
 * cell that could start a formula gets a leading apostrophe, and an empty cell is NULL, which COPY writes
 * as nothing at all (an empty string it would quote). Most cells start with a letter or digit and hold no
 * line break: they are passed on as they are, without the regular expression or a copy.
 */
export function textCellSql(column: string, { commas = false } = {}): string {
  const breaks = commas ? ',\r\n' : '\r\n';
  const spaced = `translate(${column}, ${literal(breaks)}, '${' '.repeat(breaks.length)}')`;
  const starts = [...SPACE_CODES, ...FORMULA_CODES, ...(commas ? [COMMA] : [])];
  const holdsBreak = [...breaks]
    .map((character) => `strpos(${column}, ${literal(character)}) > 0`)
    .join(' OR ');
  return (
    `NULLIF(CASE WHEN ascii(${column}) IN (${starts.join(',')}) ` +
    `THEN regexp_replace(${spaced}, ${FORMULA_START}, ${APOSTROPHE_FIRST}) ` +
    `WHEN ${holdsBreak} THEN ${spaced} ELSE ${column} END, '')`
  );
}

/** numberCell then textCell in SQL, for a numeric column: no trailing zeros ('2.50' is 2.5), empty for NULL. */
export const numberCellSql = (column: string) =>
  `CASE WHEN ${column} < 0 THEN '''' || trim_scale(${column}) ELSE trim_scale(${column})::text END`;

/** textCell in SQL, for an integer column: a negative number starts like a formula. */
export const integerCellSql = (column: string) =>
  `CASE WHEN ${column} < 0 THEN '''' || ${column} ELSE ${column}::text END`;

/** isoDay in SQL: the UTC day of a timestamp, a date that DateStyle ISO writes as yyyy-mm-dd. */
export const utcDaySql = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;
