import type { FastifyInstance } from 'fastify';
import { deleteMyData, exportMyData } from '#shared/contracts/my-data.ts';
import { truncateIp } from '#shared/rules/ip-address.ts';
import { requestMeta } from '../auth/current-user.ts';
import { hasFreshStoreProof, resolveCustomer } from '../customers/resolve-customer.ts';
import { clearStoreSessionCookie } from '../customers/store-session-token.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { accountLanguage } from '../mail/recipient-language.ts';
import { deletionConfirmationEmail } from '../mail/templates.ts';
import { LOGIN_COOKIE } from '../plugins/login-sessions.ts';
import { confirmIdentity } from '../services/customer-data/confirm-identity.ts';
import { customerScope } from '../services/customer-data/customer-scope.ts';
import { customerTimeZone } from '../services/customer-data/customer-time-zone.ts';
import { deleteCustomerData } from '../services/customer-data/delete-customer-data.ts';
import { deleteCustomerPhotos } from '../services/customer-data/delete-customer-photos.ts';
import { customerDataZip } from '../services/customer-data/export-customer-data.ts';
import { today } from '../services/exports/csv-cells.ts';
import { logSecurityEvent } from '../services/security/log-security-event.ts';

const DONE_MESSAGE = {
  photos: 'Your photos were deleted',
  data: 'All your data was deleted',
  account: 'Your account was deleted',
} as const;

/**
 * A customer's own data (docs/decisions/021):
 * - GET /api/my-data/export: one zip, streamed, rate-limited, logged;
 * - POST /api/my-data/delete: photos, all data, or the account, after the password again (or a fresh
 *   store proof), at once, with a confirmation email.
 */
export async function myDataRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(
    app,
    exportMyData,
    async (request, reply) => {
      const customer = await resolveCustomer(request, deps);
      const scope = await customerScope(deps, customer);
      const timeZone = await customerTimeZone(deps, scope, request.query.tz);
      await logSecurityEvent(deps, 'data_exported', requestMeta(request), scope.userId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="my-data-${today()}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(deps.metrics.timeExport('customer_data_zip', customerDataZip(deps, scope, timeZone)));
    },
    { config: { rateLimit: { max: deps.config.exportRateLimitPerHour, timeWindow: 3600_000 } } },
  );

  contractRoute(
    app,
    deleteMyData,
    async (request, reply) => {
      const { scope: what } = request.body;
      const customer = await resolveCustomer(request, deps);
      const scope = await customerScope(deps, customer);
      const user = await confirmIdentity(deps, scope, request.body, {
        freshStoreProof: await hasFreshStoreProof(request, deps),
      });
      // Read before the deletion, which may take the saved language with it (docs/decisions/068).
      const language = user ? await accountLanguage(deps.db, user.id) : 'en';
      const photos =
        what === 'photos'
          ? await deleteCustomerPhotos(deps, scope)
          : await deleteCustomerData(deps, scope, what);
      const meta = requestMeta(request);
      if (what === 'account') {
        // The event stays; who it was does not.
        await logSecurityEvent(deps, 'account_deleted', { ip: truncateIp(meta.ip), userAgent: null });
        if (request.session.userId) await request.session.destroy();
        reply.clearCookie(LOGIN_COOKIE, { path: '/' });
        clearStoreSessionCookie(reply, deps.config);
      } else {
        await logSecurityEvent(
          deps,
          what === 'photos' ? 'photos_deleted' : 'data_deleted',
          meta,
          scope.userId,
        );
      }
      if (user) {
        const message = deletionConfirmationEmail(user.email, what, deps.config.publicUrl, language);
        deps.tasks.run('deletion confirmation', () => deps.mailer.send(message));
      }
      return { scope: what, photos, message: DONE_MESSAGE[what] };
    },
    { onRequest: app.authRateLimit },
  );
}
