import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { ICON_FILES, type IconSet, iconPath, iconSvg } from './src/shared/app-manifest.ts';

const WORKER_SOURCE = fileURLToPath(new URL('./src/client/pwa/service-worker.js', import.meta.url));
const ICON_SETS: readonly IconSet[] = ['app', 'notes'];

/**
 * The installable app's build step (docs/decisions/024): writes the icons (PNG from the SVGs in
 * src/shared/app-manifest.ts) and dist/client/sw.js, the service worker with this build's version and the
 * list of files to precache (every built file, icons included, but source maps and the worker itself).
 */
export function installableApp(): Plugin {
  return {
    name: 'installable-app',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const icons: string[] = [];
      for (const set of ICON_SETS) {
        for (const icon of ICON_FILES) {
          const png = await sharp(Buffer.from(iconSvg(set, icon.purpose)), {
            density: 72 * (icon.size / 100),
          })
            .resize(icon.size, icon.size)
            // iOS draws a transparent apple-touch-icon on black: that one is opaque.
            .flatten(icon.purpose === 'apple' ? { background: '#ffffff' } : false)
            .png()
            .toBuffer();
          this.emitFile({ type: 'asset', fileName: iconPath(set, icon.file), source: png });
          icons.push(iconPath(set, icon.file));
        }
      }
      // The icons are named by hand: files emitted here are not in `bundle` yet, and the installed app's
      // icon must show offline too (docs/decisions/052).
      const built = Object.keys(bundle).filter(
        (file) => !file.endsWith('.map') && file !== 'index.html' && !file.startsWith('.vite/'),
      );
      const files = [...new Set([...built, ...icons])].sort();
      const source = readFileSync(WORKER_SOURCE, 'utf8');
      const version = createHash('sha256').update(source).update(files.join('\n')).digest('hex').slice(0, 16);
      const worker = source
        .replace("'__BUILD_VERSION__'", JSON.stringify(version))
        .replace("['__PRECACHE__']", JSON.stringify(files));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker });
    },
  };
}
