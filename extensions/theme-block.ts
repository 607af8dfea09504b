import { readFileSync } from 'node:fs';
import { Liquid, type TagToken, type Template, type TopLevelToken } from 'liquidjs';

// The "Progress tracker" app block rendered as a Shopify storefront would, for the tests: liquidjs with what
// Shopify adds (the {% schema %} tag, which renders nothing; the `t` filter over the extension's locale; the
// objects the block reads). The unit tests read the HTML; the browser test opens it through the demo store.

const root = new URL('./progress-tracker-theme/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
const BLOCK = 'blocks/progress-tracker.liquid';

/** The block's {% schema %}, as the theme editor reads it. */
export type BlockSchema = {
  name: string;
  target: string;
  javascript?: string;
  enabled_on?: unknown;
  disabled_on?: unknown;
  settings: { id: string; type: string; label: string; default?: unknown; [key: string]: unknown }[];
};

export function blockSchema(): BlockSchema {
  const match = /{%-?\s*schema\s*-?%}([\s\S]*?){%-?\s*endschema\s*-?%}/.exec(read(BLOCK));
  if (!match?.[1]) throw new Error(`${BLOCK} has no {% schema %}`);
  return JSON.parse(match[1]) as BlockSchema;
}

/** The block's JavaScript asset, which Shopify loads once on a page that has the block. */
export const blockJavaScript = () => read(`assets/${blockSchema().javascript}`);

const translations = JSON.parse(read('locales/en.default.json')) as Record<string, unknown>;
function translate(key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], translations);
  if (typeof value !== 'string') throw new Error(`no translation for ${key}`);
  return value;
}

const engine = new Liquid({ strictVariables: true, strictFilters: true });
engine.registerFilter('t', translate);
engine.registerTag('schema', {
  parse(token: TagToken, remaining: TopLevelToken[]) {
    // Everything up to {% endschema %} is the schema's JSON: Shopify renders none of it.
    while (remaining.length) {
      const next = remaining.shift();
      if (next && 'name' in next && next.name === 'endschema') return;
    }
    throw new Error(`{% schema %} at ${token.getPosition().join(':')} is not closed`);
  },
  render: () => '',
});
let template: Template[] | undefined;

export type StorefrontRequest = {
  /** The signed-in customer's id, or null for a visitor. */
  customerId: string | null;
  /** The storefront's language (`request.locale.iso_code`). */
  locale: string;
  /** The page's path (`request.path`). */
  path: string;
  /** The store owner's settings; the schema's defaults for the rest. */
  settings?: Record<string, unknown>;
};

/** The block's HTML on a storefront page. */
export async function renderProgressBlock(request: StorefrontRequest): Promise<string> {
  template ??= engine.parse(read(BLOCK));
  const defaults = Object.fromEntries(blockSchema().settings.map((setting) => [setting.id, setting.default]));
  return engine.render(template, {
    customer: request.customerId === null ? null : { id: request.customerId },
    request: { locale: { iso_code: request.locale }, path: request.path },
    routes: { account_login_url: '/account/login' },
    block: {
      id: 'progress-tracker-1',
      shopify_attributes: '',
      settings: { ...defaults, ...request.settings },
    },
  });
}
