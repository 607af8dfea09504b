import { readFileSync } from 'node:fs';
import { type Context, Liquid, type TagToken, type Template, type TopLevelToken } from 'liquidjs';

// The "Progress tracker" app block rendered as a Shopify storefront would, for the tests: liquidjs with what
// Shopify adds (the {% schema %} tag, which renders nothing; the `t` filter over the storefront language's
// locale file; the objects the block reads). The unit tests read the HTML; the browser test opens it through the demo store.

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

/** A locale file of the extension, or null: `locales/fr.json`, `locales/en.default.schema.json`. */
function localeFile(name: string): Record<string, unknown> | null {
  try {
    return JSON.parse(read(`locales/${name}.json`)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const lookup = (file: Record<string, unknown> | null, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | null)?.[part], file);

/**
 * A text in a storefront language as Shopify picks it: the language's file ('pt-BR', then 'pt'), else the
 * default (en.default). `schema` reads the theme editor's files (*.schema.json).
 */
export function localeText(key: string, locale: string, { schema = false } = {}): string {
  const suffix = schema ? '.schema' : '';
  const [language = ''] = locale.split('-');
  for (const name of [locale, language, 'en.default']) {
    const value = lookup(localeFile(`${name}${suffix}`), key);
    if (typeof value === 'string') return value;
  }
  throw new Error(`no translation for ${key}`);
}

/** A schema text as the theme editor shows it in `locale`: 't:settings.height.label' read from *.schema.json. */
export const schemaText = (text: string, locale = 'en') =>
  text.startsWith('t:') ? localeText(text.slice(2), locale, { schema: true }) : text;
const engine = new Liquid({ strictVariables: true, strictFilters: true });
engine.registerFilter('t', function (this: { context: Context }, key: string) {
  return localeText(key, String(this.context.getSync(['request', 'locale', 'iso_code'])));
});
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
  const defaults = Object.fromEntries(
    blockSchema().settings.map((setting) => [setting.id, setting.default ?? null]),
  );
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
