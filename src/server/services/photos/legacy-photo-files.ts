import path from 'node:path';
import type { Config } from '../../config.ts';

// Before docs/decisions/030, photos were files in DATA_DIR/uploads (named by photos.file_name) and their
// thumbnails in DATA_DIR/thumbnails (`<photo id>.webp`). Files still there are imported at start
// (import-photo-files.ts), and a restore of an older backup puts its photo files there first.

/** The folder photos were stored in. */
export const uploadsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads');

/** The folder thumbnails were stored in, beside the photos. */
export const thumbnailsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'thumbnails');

/** A photo's thumbnail file: `<photo id>.webp` for the photo file `<photo id>.<ext>`. */
export const thumbnailFileName = (photoFileName: string) => `${path.parse(photoFileName).name}.webp`;
