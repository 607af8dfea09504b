import { Transform, type TransformCallback } from 'node:stream';

const LF = 10;
const CR = 13;

/**
 * Turns every LF into CRLF: PostgreSQL's COPY ends CSV lines with LF, and our exports (RFC 4180) with
 * CRLF. Only for text whose cells hold no line break of their own (the export's cell rules replace them).
 */
export class CrlfLines extends Transform {
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let breaks = 0;
    for (let at = chunk.indexOf(LF); at !== -1; at = chunk.indexOf(LF, at + 1)) breaks++;
    if (breaks === 0) {
      done(null, chunk);
      return;
    }
    const out = Buffer.allocUnsafe(chunk.length + breaks);
    let from = 0;
    let to = 0;
    for (let at = chunk.indexOf(LF); at !== -1; at = chunk.indexOf(LF, at + 1)) {
      to += chunk.copy(out, to, from, at);
      out[to++] = CR;
      out[to++] = LF;
      from = at + 1;
    }
    chunk.copy(out, to, from);
    done(null, out);
  }
}
