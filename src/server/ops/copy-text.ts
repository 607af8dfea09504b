// Table data is kept in PostgreSQL's COPY text format (one row a line, tab between columns, \N for NULL),
// the format `COPY table (columns) TO STDOUT` writes, so a backup can also be loaded with psql's \copy.

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\v': '\\v',
};
const UNESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** One row as a COPY text line, newline included; values are the columns' text output, null for NULL. */
export function encodeCopyLine(values: readonly (string | null)[]): string {
  const fields = values.map((value) =>
    value === null ? '\\N' : value.replace(/[\\\b\f\n\r\t\v]/g, (char) => ESCAPES[char] ?? char),
  );
  return `${fields.join('\t')}\n`;
}

function decodeField(field: string): string | null {
  if (field === '\\N') return null;
  return field.replace(/\\(.)/gs, (_, char: string) => {
    if (/[0-7x]/.test(char)) throw new Error(`Unsupported escape \\${char} in backup data`);
    return UNESCAPES[char] ?? char;
  });
}

/** The values of one COPY text line (without its newline). */
export function decodeCopyLine(line: string): (string | null)[] {
  return line.split('\t').map(decodeField);
}
