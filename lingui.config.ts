import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The app's messages (docs/decisions/067): PO catalogs keyed by an explicit id ("auth.signIn"), English the
// source, one file per language in each place: the app's shell (src/client/locales, in the first chunk for
// English), the shared components' (src/client/components/locales), each feature's
// (src/client/features/<feature>/locales; for English, these two in the chunks that use them) and the
// spec's messages that shared schemas and the server send (src/shared/locales, only for other languages),
// the emails' (src/server/mail/locales, in the server's bundle), and the words the shared rules write
// (src/shared/rules/locales, docs/decisions/070).
// Vite compiles a catalog when it is imported (@lingui/vite-plugin): no separate step, nothing compiled
// committed.
const config: LinguiConfig = {
  locales: ['en', 'de', 'fr', 'es'],
  sourceLocale: 'en',
  catalogs: [
    { path: '<rootDir>/src/client/locales/{locale}', include: ['<rootDir>/src/client'] },
    {
      path: '<rootDir>/src/client/components/locales/{locale}',
      include: ['<rootDir>/src/client/components'],
    },
    {
      path: '<rootDir>/src/client/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/client/features/{name}'],
    },
    {
      path: '<rootDir>/src/shared/rules/locales/{locale}',
      include: ['<rootDir>/src/shared/rules'],
    },
    {
      path: '<rootDir>/src/shared/locales/{locale}',
      include: ['<rootDir>/src/shared', '<rootDir>/src/server'],
    },
    // The emails' words (docs/decisions/068), compiled into the server's bundle by scripts/build-server.ts.
    { path: '<rootDir>/src/server/mail/locales/{locale}', include: ['<rootDir>/src/server/mail'] },
  ],
  format: formatter({ lineNumbers: false, origins: false, explicitIdAsDefault: true }),
};

export default config;
