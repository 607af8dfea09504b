import type { FastifyInstance, FastifySchema } from 'fastify';
import { webAppManifest } from '#shared/app-manifest.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { getPreferences } from '../services/preferences/get-preferences.ts';

export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The web app manifest (docs/decisions/024), answered by the server so discreet mode's customers get the
 * neutral name and icon (docs/decisions/022). The page links it with crossorigin="use-credentials", so the
 * browser sends the login cookie; through the store's app proxy the request is signed like any other.
 * Anyone the server cannot place (no proof, a bad signature, the database away) gets the app's own name:
 * a manifest is never an error page.
 */
export function registerAppManifest(app: FastifyInstance, deps: Deps): void {
  app.get(MANIFEST_PATH, { schema: { hide: true } as FastifySchema }, async (request, reply) => {
    let discreet = false;
    try {
      const { customerHash } = await resolveCustomer(request, deps);
      discreet = (await getPreferences(deps, customerHash)).discreetMode;
    } catch {
      // Not a proven customer, or no database: the default manifest.
    }
    return reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Cookie')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webAppManifest(discreet)));
  });
}
