import { describe, expect, it } from 'vitest';
import { decodeCopyLine, encodeCopyLine } from './copy-text.ts';

describe('PostgreSQL COPY text lines', () => {
  it('escapes what COPY escapes and writes NULL as \\N', () => {
    expect(encodeCopyLine(['a\tb', 'line1\nline2\r', 'back\\slash', null, '', '\b\f\v'])).toBe(
      'a\\tb\tline1\\nline2\\r\tback\\\\slash\t\\N\t\t\\b\\f\\v\n',
    );
  });

  it('reads back every value it wrote, NULL and empty text apart', () => {
    const values = ['tab\there', 'multi\nline\r\n', '\\N', 'C:\\path\\', null, '', '{"a":"b\\n"}', 'ünï😀'];
    const line = encodeCopyLine(values);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toMatch(/\n/);
    expect(decodeCopyLine(line.slice(0, -1))).toEqual(values);
  });

  it('reads a lone backslash escape as the character it escapes', () => {
    expect(decodeCopyLine('a\\qb\t\\N')).toEqual(['aqb', null]);
  });

  it('refuses octal and hex escapes, which neither COPY nor the backup writes', () => {
    expect(() => decodeCopyLine('\\101')).toThrow(/escape/);
    expect(() => decodeCopyLine('\\x41')).toThrow(/escape/);
  });
});
