import yauzl from 'yauzl';

/** The entries of a zip buffer: name, bytes, and whether it was stored without compression. */
export function readZip(buffer: Buffer): Promise<{ name: string; data: Buffer; stored: boolean }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries: { name: string; data: Buffer; stored: boolean }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              data: Buffer.concat(chunks),
              stored: entry.compressionMethod === 0,
            });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
