import type { Plugin } from 'vite';

/**
 * Names in index.html (`<link rel="modulepreload">`) the chunks the entry script imports after the first
 * paint (`src/client/start-app.tsx` and the chunks it imports), as Vite names the entry's own static imports.
 * The entry imports them in tasks of their own, so the browser evaluates the app in several short tasks
 * (docs/decisions/037, 040); their files must still travel with the page, not one round trip after the entry.
 */
export function preloadStart(module = 'src/client/start-app.tsx'): Plugin {
  return {
    name: 'tracker-preload-start',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
      if (!start) this.error(`no chunk for ${module}`);
      let html = String(page.source);
      const files: string[] = [];
      const visit = (file: string) => {
        if (files.includes(file) || html.includes(`"./${file}"`)) return;
        files.push(file);
        for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
          visit(imported);
      };
      visit(start.fileName);
      const links = files
        .map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`)
        .join('\n    ');
      const last = html.lastIndexOf('<link rel="modulepreload"');
      const at = last === -1 ? html.indexOf('</head>') : html.indexOf('>', last) + 1;
      html = `${html.slice(0, at)}${last === -1 ? '' : '\n    '}${links}${html.slice(at)}`;
      page.source = html;
    },
  };
}
