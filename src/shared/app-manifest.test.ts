import { describe, expect, it } from 'vitest';
import { ICON_FILES, iconSvg, webAppManifest } from './app-manifest.ts';

describe('the web app manifest', () => {
  it('names the app, with every icon Chromium wants, all URLs relative to the manifest', () => {
    const manifest = webAppManifest(false);
    expect(manifest).toMatchObject({ name: 'Progress Tracker', display: 'standalone', start_url: './' });
    expect(manifest.icons.map((icon) => `${icon.src} ${icon.sizes} ${icon.purpose}`)).toEqual([
      'icons/app/icon-192.png 192x192 any',
      'icons/app/icon-512.png 512x512 any',
      'icons/app/icon-maskable-512.png 512x512 maskable',
    ]);
    expect(JSON.stringify(manifest)).not.toContain('"/');
  });

  it('in discreet mode says nothing of the app', () => {
    const text = JSON.stringify(webAppManifest(true));
    expect(text).toContain('"name":"Notes"');
    expect(text).not.toMatch(/track|progress|session|measure|icons\/app/i);
  });

  it('draws each icon as SVG, the maskable one inside the safe zone and the iOS one without corners', () => {
    expect(ICON_FILES.map((icon) => icon.size)).toEqual([192, 512, 512, 180]);
    expect(iconSvg('app', 'any')).toContain('rx="22"');
    expect(iconSvg('app', 'apple')).toContain('rx="0"');
    expect(iconSvg('notes', 'maskable')).toContain('scale(0.72)');
  });
});
