import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/require-admin.ts';
import type { Deps } from '../deps.ts';
import { presentSession } from '../presenters/session.ts';
import { listCustomers } from '../services/admin/list-customers.ts';
import { queryRows } from '../services/exports/query-rows.ts';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
const compatQuery = z.object({ limit: z.coerce.number().int().min(1).max(20_000).default(5_000) });

/**
 * GET /api/admin/users (paginated counts) and GET /api/admin/sessions (the spec's shape, kept for
 * compatibility).
 */
export async function adminRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/admin/users', { schema: { querystring: pageQuery } }, async (request) => {
    await requireAdmin(request, deps);
    return listCustomers(deps.pool, request.query.page, request.query.pageSize);
  });

  typed.get('/api/admin/sessions', { schema: { querystring: compatQuery } }, async (request) => {
    await requireAdmin(request, deps);
    const byCustomer: Record<string, ReturnType<typeof presentSession>[]> = {};
    const rows = queryRows<Parameters<typeof presentSession>[0] & { customer_hash: string }>(
      deps.pool,
      `SELECT id, customer_hash AS "customerHash", date, device, weight, duration, notes, image_url AS "imageUrl",
              completed, length, girth, measurement_unit AS "measurementUnit"
         FROM sessions ORDER BY date DESC, id DESC LIMIT $1`,
      [request.query.limit],
    );
    for await (const row of rows) {
      const key = row.customerHash;
      byCustomer[key] ??= [];
      byCustomer[key].push(presentSession(row));
    }
    return byCustomer;
  });
}
