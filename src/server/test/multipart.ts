import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A multipart body for app.inject: text fields and an optional image file. */
export function multipartBody(
  fields: Record<string, string | number>,
  file?: { data: Buffer; filename?: string; contentType?: string; field?: string },
) {
  const boundary = `----tracker${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real JPEG carrying camera and GPS EXIF, rotated by its orientation tag (40x20 stored, 20x40 shown). */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'SecretCam', Model: 'Model X' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

/** A small plain PNG. */
export const smallPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 4, background: '#2980b9' } })
    .png()
    .toBuffer();

/** Sends a multipart body built by multipartBody, as the signed-in user of `cookie`. */
export function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  body: ReturnType<typeof multipartBody>,
  cookie: string,
) {
  return app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie } });
}
