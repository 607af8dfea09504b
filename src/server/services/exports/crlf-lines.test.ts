import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CrlfLines } from './crlf-lines.ts';

async function through(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks.map((text) => Buffer.from(text))).pipe(new CrlfLines())) {
    out.push(chunk as Buffer);
  }
  return Buffer.concat(out).toString();
}

describe('CrlfLines', () => {
  it('ends every line with CRLF, however the text is cut into chunks', async () => {
    expect(await through(['a,b\nc,d\n'])).toBe('a,b\r\nc,d\r\n');
    expect(await through(['a,b', '\n', 'c', ',d\n\n'])).toBe('a,b\r\nc,d\r\n\r\n');
    expect(await through(['no break', ''])).toBe('no break');
    expect(await through(['\n'])).toBe('\r\n');
  });

  it('leaves multi-byte characters whole', async () => {
    const text = 'ä€😀\nß\n';
    const bytes = Buffer.from(text);
    const chunks = [bytes.subarray(0, 3), bytes.subarray(3, 9), bytes.subarray(9)].map((part) =>
      part.toString('latin1'),
    );
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(chunks.map((part) => Buffer.from(part, 'latin1'))).pipe(
      new CrlfLines(),
    )) {
      out.push(chunk as Buffer);
    }
    expect(Buffer.concat(out).toString()).toBe('ä€😀\r\nß\r\n');
  });
});
