import { register } from 'node:module';

// `node --import tsx --import ./scripts/po-loader.ts src/server/main.ts`: the server run from its sources
// (`npm run dev`, the tests' app processes) imports the emails' .po catalogs compiled, as the bundle does
// (scripts/build-server.ts; docs/decisions/068).
register('./po-loader-hooks.ts', import.meta.url);
