import type { FastifyInstance } from 'fastify';
import { exportPrivacyRequest, listPrivacyRequests } from '#shared/contracts/privacy-requests.ts';
import { requestMeta } from '../auth/current-user.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { customerTimeZone } from '../services/customer-data/customer-time-zone.ts';
import { customerDataZip } from '../services/customer-data/export-customer-data.ts';
import { today } from '../services/exports/csv-cells.ts';
import { dataRequestScope } from '../services/privacy-requests/data-request-scope.ts';
import { listPrivacyRequests as listRequests } from '../services/privacy-requests/list-privacy-requests.ts';
import { logSecurityEvent } from '../services/security/log-security-event.ts';

/** The admin's view of the store's privacy requests, and a data request's export (docs/decisions/021). */
export async function privacyRequestRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(app, listPrivacyRequests, async (request) => {
    await requireAdmin(request, deps);
    return { requests: await listRequests(deps) };
  });

  contractRoute(app, exportPrivacyRequest, async (request, reply) => {
    const admin = await requireAdmin(request, deps);
    const scope = await dataRequestScope(deps, request.params.id);
    const timeZone = await customerTimeZone(deps, scope);
    await logSecurityEvent(deps, 'admin_export', requestMeta(request), admin.id);
    return reply
      .header('content-type', 'application/zip')
      .header(
        'content-disposition',
        `attachment; filename="data-request-${request.params.id}-${today()}.zip"`,
      )
      .header('cache-control', 'private, no-store')
      .send(customerDataZip(deps, scope, timeZone));
  });
}
