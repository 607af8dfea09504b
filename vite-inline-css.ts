import type { Plugin } from 'vite';

/**
 * Writes the app's stylesheet into index.html (`<style>`) instead of linking it: the page can paint as soon
 * as it arrives, without waiting a round trip for the CSS, which matters most on a phone on a slow network
 * (docs/decisions/043). The server sends index.html compressed (client-files.ts). The .css file is still
 * written, unused, because the service worker's list of files is made from the same bundle.
 */
export function inlineCss(): Plugin {
  return {
    name: 'tracker-inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      let html = String(page.source);
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !file.endsWith('.css')) continue;
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="\\./${file.replace(/[.]/g, '\\.')}"[^>]*>`);
        const css = String(output.source);
        if (!link.test(html) || css.includes('</style')) continue;
        html = html.replace(link, () => `<style>${css}</style>`);
      }
      page.source = html;
    },
  };
}
