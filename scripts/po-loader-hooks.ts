import { fileURLToPath } from 'node:url';
import { compileCatalogFile } from './lingui-catalog.ts';

// The module hook scripts/po-loader.ts registers: a .po file loads as its compiled messages.

type Load = (
  url: string,
  context: { format?: string | null },
  nextLoad: (url: string, context: { format?: string | null }) => Promise<unknown>,
) => Promise<unknown>;

export const load: Load = async (url, context, nextLoad) => {
  if (!url.startsWith('file:') || !url.endsWith('.po')) return nextLoad(url, context);
  return { format: 'module', source: await compileCatalogFile(fileURLToPath(url)), shortCircuit: true };
};
