import sharp, { type Metadata } from 'sharp';
import { PHOTO_MAX_BYTES } from '#shared/constants.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, photoTooLarge } from '../../lib/app-error.ts';
import { createTaskLimit } from '../../lib/task-limit.ts';
import type { PhotoWork } from '../../metrics/app-metrics.ts';
import { encodeThumbnail } from './thumbnail.ts';

const NOT_AN_IMAGE_MESSAGE = 'The file is not a supported image. Supported formats: JPG, PNG, GIF.';

/** The longest side a stored photo keeps; larger pictures are scaled down to it. */
const MAX_STORED_SIDE = 4096;
/**
 * Decoded pixels accepted per format (all frames of a GIF together). A JPEG scaled down is decoded at
 * 1/2, 1/4 or 1/8 of its size (shrink-on-load), so a 48 MP phone photo is cheap; PNG and GIF must be
 * decoded in full, so a small file of many pixels (a decompression bomb) is refused from its header.
 */
const MAX_PIXELS = { jpeg: 100_000_000, png: 16_000_000, gif: 16_000_000 } as const;
/** Photos waiting for their turn beyond those being processed; more are refused with 503. */
const MAX_WAITING = 64;
const limits = new Map<number, ReturnType<typeof createTaskLimit>>();
const limitFor = (concurrency: number) => {
  let limit = limits.get(concurrency);
  if (!limit) {
    limit = createTaskLimit(concurrency, MAX_WAITING);
    limits.set(concurrency, limit);
  }
  return limit;
};

// libvips' operation cache only helps repeated work on the same image, which we never do, and holds
// memory; one thread per image keeps two photos at once from taking every core.
sharp.cache(false);
sharp.concurrency(1);

const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' } as const;
type Format = keyof typeof FORMATS;
/** What photo work needs: the PHOTO_CONCURRENCY limit and the metrics that time it. */
export type PhotoTaskDeps = Pick<Deps, 'config' | 'metrics'>;

/**
 * Runs photo work (decoding, encoding) within the PHOTO_CONCURRENCY limit shared by uploads and
 * thumbnails made on first request, timing the work itself (not its wait for a turn).
 */
export const runPhotoTask = <T>(deps: PhotoTaskDeps, work: PhotoWork, task: () => Promise<T>): Promise<T> =>
  limitFor(deps.config.photoConcurrency)(() => deps.metrics.timePhotoWork(work, task));

/**
 * A photo ready to store, with its thumbnail (small WebP); `uploadBytes` is the size of the file as sent
 * (what the upload quota counts).
 */
export type ProcessedPhoto = {
  data: Buffer;
  thumbnail: Buffer;
  format: Format;
  contentType: string;
  uploadBytes: number;
};

const isFormat = (format: string | undefined): format is Format => !!format && format in FORMATS;

const tooManyPixels = (width: number, height: number) =>
  badRequest(
    `The image has too many pixels (${width} x ${height}). Largest accepted: ${MAX_PIXELS.png / 1e6} megapixels ` +
      `for PNG and GIF, ${MAX_PIXELS.jpeg / 1e6} megapixels for JPG.`,
    'PHOTO_TOO_MANY_PIXELS',
    'image',
  );

/**
 * Decodes the bytes (the name and declared type are not trusted), accepts only JPEG, PNG and GIF within
 * their pixel limits, turns the picture upright, scales it to at most 4096 pixels on its long side and
 * re-encodes it without any metadata (EXIF, GPS, camera, ICC). At most `concurrency` photos are processed
 * at once (PHOTO_CONCURRENCY); the others wait their turn.
 */
export async function processPhoto(input: Buffer, deps: PhotoTaskDeps): Promise<ProcessedPhoto> {
  if (input.length > PHOTO_MAX_BYTES) throw photoTooLarge();
  return runPhotoTask(deps, 'upload', () => decodeAndEncode(input));
}

async function decodeAndEncode(input: Buffer): Promise<ProcessedPhoto> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw badRequest(NOT_AN_IMAGE_MESSAGE, 'NOT_AN_IMAGE', 'image');
  }
  const format = metadata.format;
  if (!isFormat(format)) throw badRequest(NOT_AN_IMAGE_MESSAGE, 'NOT_AN_IMAGE', 'image');
  const pages = metadata.pages ?? 1;
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  const pixels = width * height * (format === 'gif' ? pages : 1);
  if (pixels > MAX_PIXELS[format]) throw tooManyPixels(width, height);
  try {
    const image = sharp(input, {
      animated: format === 'gif' && pages > 1,
      limitInputPixels: MAX_PIXELS[format],
    })
      .rotate()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true });
    // Optimised Huffman coding holds every coefficient of the picture in memory; it saves a few percent.
    const encoded =
      format === 'jpeg'
        ? image.jpeg({ quality: 88, optimiseCoding: false })
        : format === 'png'
          ? image.png()
          : image.gif();
    const data = await encoded.toBuffer();
    return {
      data,
      thumbnail: await encodeThumbnail(data),
      format,
      contentType: FORMATS[format],
      uploadBytes: input.length,
    };
  } catch {
    throw badRequest(NOT_AN_IMAGE_MESSAGE, 'NOT_AN_IMAGE', 'image');
  }
}
