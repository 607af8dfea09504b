import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { readCatalogs } from './catalog-files.ts';
import { pseudoMessages, pseudoText } from './pseudo-locale.ts';

// The catalogs' rules (docs/decisions/067). Code names an id as a whole string ('auth.signIn'), never built
// from pieces. All client code reads the shell's catalog (client/locales) and the shared components'
// (client/components/locales); a feature's code also its own (features/<name>/locales). The spec's messages (shared/locales) are found by their
// English text, which a shared schema, the server or the client holds. The emails' (server/mail/locales,
// docs/decisions/068) are named by the server's mail code, as whole strings ('mail.reset.subject'). The
// shared rules' words (shared/rules/locales, docs/decisions/070) are asked for by the rules in src/shared,
// which the client hands a `t`.

const SRC = path.resolve(import.meta.dirname, '../..');
function sources(folder: string): string {
  return readdirSync(path.join(SRC, folder), { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && /\.tsx?$/.test(file.name) && !/\.test\.tsx?$/.test(file.name))
    .map((file) => readFileSync(path.join(file.parentPath, file.name), 'utf8'))
    .join('\n');
}
const clientCode = sources('client');
const sharedCode = sources('shared');
const allCode = [clientCode, sharedCode, sources('server')].join('\n');

const catalogs = await readCatalogs();
const shell = catalogs.find((catalog) => catalog.folder === 'client/locales');
const components = catalogs.find((catalog) => catalog.folder === 'client/components/locales');
const spec = catalogs.find((catalog) => catalog.folder === 'shared/locales');
const rules = catalogs.find((catalog) => catalog.folder === 'shared/rules/locales');
const features = catalogs.filter((catalog) => catalog.folder.startsWith('client/features/'));
const mail = catalogs.find((catalog) => catalog.folder === 'server/mail/locales');
const mailCode = sources('server/mail');
const featureOf = (folder: string) => folder.split('/')[2] ?? '';

/** The ids a piece of code asks for: t('id'), translate('id'), <Trans id="id">. */
const askedIn = (code: string) =>
  [...code.matchAll(/\b(?:t|translate)\(\s*'([^']+)'|<Trans\s+id="([^"]+)"/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
const names = (code: string, id: string) => code.includes(`'${id}'`) || code.includes(`"${id}"`);

/** Every placeholder a message takes, with its kind: `count:plural`, `name`. */
function placeholders(message: CompiledMessage): string[] {
  return message.flatMap((token) => {
    if (typeof token === 'string') return [];
    const [name, kind, format] = token;
    const inner =
      format && typeof format === 'object'
        ? Object.values(format).flatMap((branch) => (Array.isArray(branch) ? placeholders(branch) : []))
        : [];
    return [kind ? `${name}:${kind}` : name, ...inner];
  });
}
const placeholdersOf = (text: string) =>
  JSON.stringify([...new Set(placeholders(compileMessageOrThrow(text)))].sort());

describe('the catalogs', () => {
  it('are the shell, the spec messages and features that exist', () => {
    expect(shell).toBeDefined();
    expect(components).toBeDefined();
    expect(spec).toBeDefined();
    expect(mail).toBeDefined();
    expect(rules).toBeDefined();
    for (const { folder } of features) expect(sources(`client/features/${featureOf(folder)}`)).not.toBe('');
  });

  it('hold every id the code asks for, where that code reads', () => {
    const shellIds = { ...shell?.messages.en, ...components?.messages.en };
    const inFeatures = readdirSync(path.join(SRC, 'client/features')).flatMap((feature) => {
      const own = features.find(({ folder }) => featureOf(folder) === feature)?.messages.en ?? {};
      return askedIn(sources(`client/features/${feature}`))
        .filter((id) => !(id in own) && !(id in shellIds))
        .map((id) => `${feature}: ${id}`);
    });
    const outsideFeatures = ['app', 'api', 'components', 'lib', 'pwa'].flatMap((folder) =>
      askedIn(sources(`client/${folder}`)).filter((id) => !(id in shellIds)),
    );
    const inShared = askedIn(sharedCode)
      .filter((id) => !(id in (rules?.messages.en ?? {})))
      .map((id) => `shared: ${id}`);
    expect([...inFeatures, ...outsideFeatures, ...inShared]).toEqual([]);
  });

  it("hold every email id the server's mail code names", () => {
    const named = [...new Set([...mailCode.matchAll(/'(mail\.[\w.]+)'/g)].map((match) => match[1] ?? ''))];
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((id) => !(id in (mail?.messages.en ?? {})))).toEqual([]);
  });

  it.each(catalogs.map(({ folder }) => folder))(
    '%s: every language has every message English has, no other',
    (folder) => {
      const { messages } = catalogs.find((catalog) => catalog.folder === folder) ?? { messages: undefined };
      if (!messages) throw new Error(folder);
      const ids = Object.keys(messages.en).sort();
      for (const language of LANGUAGES) {
        expect(Object.keys(messages[language]).sort(), language).toEqual(ids);
        expect(
          ids.filter((id) => !messages[language][id]?.trim()),
          language,
        ).toEqual([]);
      }
    },
  );

  it('give each id one place', () => {
    const ids = catalogs.flatMap(({ messages }) => Object.keys(messages.en));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('hold no message the code never uses', () => {
    const unused = catalogs.flatMap(({ folder, messages }) =>
      Object.entries(messages.en)
        .filter(([id, english]) => {
          // A server message with figures is named by its id (client/lib/i18n/figured-messages.ts).
          if (folder === 'shared/locales') return !allCode.includes(english) && !names(clientCode, id);
          if (folder === 'server/mail/locales') return !names(mailCode, id);
          if (folder === 'shared/rules/locales') return !names(sharedCode, id);
          if (folder === 'client/locales' || folder === 'client/components/locales')
            return !names(clientCode, id);
          return !names(sources(`client/features/${featureOf(folder)}`), id);
        })
        .map(([id]) => `${folder}: ${id}`),
    );
    expect(unused).toEqual([]);
  });

  it("compile, and each translation takes English's placeholders", () => {
    const differing = catalogs.flatMap(({ folder, messages }) =>
      LANGUAGES.flatMap((language) =>
        Object.keys(messages.en)
          .filter(
            (id) => placeholdersOf(messages[language][id] ?? '') !== placeholdersOf(messages.en[id] ?? ''),
          )
          .map((id) => `${folder} ${language}: ${id}`),
      ),
    );
    expect(differing).toEqual([]);
  });

  it('show English exactly as written: no apostrophe or brace read as ICU syntax in a plain text', () => {
    const changed = catalogs.flatMap(({ messages }) =>
      Object.entries(messages.en)
        .filter(([, english]) => !/[{}<]/.test(english))
        .filter(([, english]) => JSON.stringify(compileMessageOrThrow(english)) !== JSON.stringify([english]))
        .map(([id]) => id),
    );
    expect(changed).toEqual([]);
  });
});

describe('the pseudo-locale', () => {
  it('accents every letter it can and is 40 % longer', () => {
    const text = pseudoText('Save session');
    expect(text.startsWith('Šávé šéššíöñ')).toBe(true);
    expect(text.length).toBe(Math.ceil('Save session'.length * 1.4));
  });

  it('keeps placeholders and plural forms', () => {
    const messages = pseudoMessages({
      'x.count': '{count, plural, one {# session} other {# sessions}} on {day}',
    });
    expect(placeholders(messages['x.count'] ?? [])).toEqual(['count:plural', 'day']);
  });
});
