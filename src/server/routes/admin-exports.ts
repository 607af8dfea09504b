import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  exportCustomerSessions,
  exportCustomerSessionsWithImages,
  exportEmailSessions,
  exportEmailSessionsWithImages,
  exportSessions,
  exportUsers,
} from '#shared/contracts/admin-exports.ts';
import { requestMeta } from '../auth/current-user.ts';
import { requireAdmin, requireRecentAdminStep } from '../auth/require-admin.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { customerHashesForEmail } from '../services/admin/customer-hashes-for-email.ts';
import { today } from '../services/exports/csv-cells.ts';
import { csvStream } from '../services/exports/csv-stream.ts';
import { sessionsCsv } from '../services/exports/sessions-csv.ts';
import { sessionsZipStream } from '../services/exports/sessions-zip.ts';
import { USER_CSV_COLUMNS, userRecord, userRows } from '../services/exports/users-csv.ts';
import { recordPhotoAccess } from '../services/photo-access/record-photo-access.ts';
import { logSecurityEvent } from '../services/security/log-security-event.ts';

const safeName = (value: string) => value.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60);

function download(reply: FastifyReply, stream: Readable, fileName: string, type: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** CSV and zip exports, streamed from database cursors (spec section 7, /api/admin/export/*). */
export async function adminExportRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const csv = (reply: FastifyReply, hashes: string[] | null, name: string) =>
    download(
      reply,
      deps.metrics.timeExport('sessions_csv', sessionsCsv(deps.pool, hashes, deps.log)),
      `${name}-${today()}.csv`,
      'text/csv; charset=utf-8',
    );
  const zip = (reply: FastifyReply, hashes: string[], name: string) =>
    download(
      reply,
      deps.metrics.timeExport('sessions_zip', sessionsZipStream(deps.pool, hashes, deps.log)),
      `${name}-${today()}.zip`,
      'application/zip',
    );
  const admin = async (request: FastifyRequest) => {
    const user = await requireAdmin(request, deps);
    await logSecurityEvent(deps, 'admin_export', requestMeta(request), user.id);
  };
  /** An export with images: a recent admin password step, and a photo-access audit row per customer. */
  const adminWithImages = async (request: FastifyRequest, hashes: () => Promise<string[]>) => {
    const user = await requireRecentAdminStep(request, deps);
    const whose = await hashes();
    await logSecurityEvent(deps, 'admin_export', requestMeta(request), user.id);
    await recordPhotoAccess(deps, { userId: user.id, email: user.email }, 'export_with_images', whose);
    return whose;
  };

  contractRoute(app, exportUsers, async (request, reply) => {
    await admin(request);
    const stream = deps.metrics.timeExport(
      'users_csv',
      csvStream(userRows(deps.pool), USER_CSV_COLUMNS, userRecord, deps.log),
    );
    return download(reply, stream, `users-${today()}.csv`, 'text/csv; charset=utf-8');
  });

  contractRoute(app, exportSessions, async (request, reply) => {
    await admin(request);
    return csv(reply, null, 'sessions');
  });

  contractRoute(app, exportEmailSessions, async (request, reply) => {
    await admin(request);
    const hashes = await customerHashesForEmail(deps.pool, request.params.email);
    return csv(reply, hashes, `sessions-${safeName(request.params.email)}`);
  });

  contractRoute(app, exportEmailSessionsWithImages, async (request, reply) => {
    const hashes = await adminWithImages(request, () =>
      customerHashesForEmail(deps.pool, request.params.email),
    );
    return zip(reply, hashes, `sessions-${safeName(request.params.email)}`);
  });

  contractRoute(app, exportCustomerSessions, async (request, reply) => {
    await admin(request);
    return csv(reply, [request.params.user], `sessions-${safeName(request.params.user)}`);
  });

  contractRoute(app, exportCustomerSessionsWithImages, async (request, reply) => {
    await adminWithImages(request, async () => [request.params.user]);
    return zip(reply, [request.params.user], `sessions-${safeName(request.params.user)}`);
  });
}
