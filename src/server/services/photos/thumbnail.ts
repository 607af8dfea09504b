import sharp from 'sharp';

/** The longest side of a thumbnail: a third of a 375 px screen at 3x density, sharp in a grid of two or three. */
export const THUMBNAIL_SIDE = 320;

/**
 * A thumbnail of a stored photo (already upright, within 4096 px and free of metadata): at most 320 px
 * on its long side, the first frame of a GIF, as WebP without any metadata (sharp writes none unless
 * asked). Call it within the photo task limit.
 */
export async function encodeThumbnail(photo: Buffer): Promise<Buffer> {
  return sharp(photo, { limitInputPixels: 4096 * 4096 })
    .rotate()
    .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 72, effort: 2 })
    .toBuffer();
}
