import { config, z } from 'zod/v4';

// What `import { z } from 'zod'` gives the browser app: vite.config.ts points 'zod' here. Our page's CSP has
// no 'unsafe-eval', so zod cannot compile its faster object parsers there; without `jitless` it still
// probes for eval as it builds the first object schema, and the browser reports a CSP violation on every
// page load. Set here, this runs before any schema is built (every module that builds one imports this).
// The server keeps the compiled parsers (it imports zod itself).
config({ jitless: true });

export { z };
