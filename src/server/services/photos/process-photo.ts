import sharp from 'sharp';
import { AppError, badRequest } from '../../lib/app-error.ts';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const NOT_AN_IMAGE_MESSAGE = 'The file is not a supported image. Supported formats: JPG, PNG, GIF.';
export const TOO_LARGE_MESSAGE = 'The image is too large. Maximum file size: 10MB';
export const tooLarge = () => new AppError(413, TOO_LARGE_MESSAGE);

const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' } as const;
type Format = keyof typeof FORMATS;
export type ProcessedPhoto = { data: Buffer; format: Format; contentType: string };

const isFormat = (format: string | undefined): format is Format => !!format && format in FORMATS;

/**
 * Decodes the bytes (the name and declared type are not trusted), accepts only JPEG, PNG and GIF,
 * turns the picture upright and re-encodes it without any metadata (EXIF, GPS, camera, ICC).
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length > MAX_PHOTO_BYTES) throw tooLarge();
  let format: string | undefined;
  let pages = 1;
  try {
    const metadata = await sharp(input).metadata();
    format = metadata.format;
    pages = metadata.pages ?? 1;
  } catch {
    throw badRequest(NOT_AN_IMAGE_MESSAGE);
  }
  if (!isFormat(format)) throw badRequest(NOT_AN_IMAGE_MESSAGE);
  try {
    const image = sharp(input, {
      animated: format === 'gif' && pages > 1,
      limitInputPixels: 60_000_000,
    }).rotate();
    const encoded =
      format === 'jpeg' ? image.jpeg({ quality: 88 }) : format === 'png' ? image.png() : image.gif();
    return { data: await encoded.toBuffer(), format, contentType: FORMATS[format] };
  } catch {
    throw badRequest(NOT_AN_IMAGE_MESSAGE);
  }
}
