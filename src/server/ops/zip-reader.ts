import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { OpsError } from './ops-error.ts';

export type ZipReader = {
  names: string[];
  /** Streams one entry; entries can be read in any order, one after another. */
  open: (name: string) => Promise<Readable>;
  readText: (name: string, maxBytes: number) => Promise<string>;
  close: () => void;
};

/** Opens a zip file and reads its directory (names only, so memory stays small however big the file). */
export function openZip(file: string): Promise<ZipReader> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, zip) => {
      if (err || !zip) return reject(new OpsError(`Cannot read the backup ${file}: ${err?.message}`));
      const entries = new Map<string, yauzl.Entry>();
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on('error', (error: Error) =>
        reject(new OpsError(`Cannot read the backup ${file}: ${error.message}`)),
      );
      zip.on('end', () => {
        const open = (name: string) =>
          new Promise<Readable>((done, fail) => {
            const entry = entries.get(name);
            if (!entry) return fail(new OpsError(`The backup has no ${name}.`));
            zip.openReadStream(entry, (streamErr, stream) =>
              streamErr || !stream ? fail(streamErr) : done(stream),
            );
          });
        resolve({
          names: [...entries.keys()],
          open,
          readText: async (name, maxBytes) => {
            if ((entries.get(name)?.uncompressedSize ?? 0) > maxBytes)
              throw new OpsError(`${name} is too large.`);
            const chunks: Buffer[] = [];
            for await (const chunk of await open(name)) chunks.push(chunk as Buffer);
            return Buffer.concat(chunks).toString('utf8');
          },
          close: () => zip.close(),
        });
      });
      zip.readEntry();
    });
  });
}
