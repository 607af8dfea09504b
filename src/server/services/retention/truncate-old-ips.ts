import { truncateIp } from '#shared/rules/ip-address.ts';
import type { Deps } from '../../deps.ts';

/** How long a security event keeps its full IP address. */
export const FULL_IP_DAYS = 30;

/**
 * Cuts the IP address of security events older than FULL_IP_DAYS to its network (shared/rules/ip-address),
 * in batches. An address already cut (x.y.z.0, a::) is skipped by the query. Returns how many changed.
 */
export async function truncateOldIps(deps: Pick<Deps, 'pool'>, batch = 1000): Promise<number> {
  let changed = 0;
  while (true) {
    const { rows } = await deps.pool.query<{ id: number; ip_address: string }>(
      `SELECT id, ip_address FROM security_logs
        WHERE created_at < now() - make_interval(days => $1)
          AND ip_address !~ '^\\d+\\.\\d+\\.\\d+\\.0$' AND ip_address !~ '::$' AND ip_address <> 'unknown'
        ORDER BY id LIMIT $2`,
      [FULL_IP_DAYS, batch],
    );
    if (rows.length === 0) return changed;
    await deps.pool.query(
      `UPDATE security_logs AS l SET ip_address = v.ip
         FROM unnest($1::bigint[], $2::text[]) AS v(id, ip) WHERE l.id = v.id`,
      [rows.map((row) => row.id), rows.map((row) => truncateIp(row.ip_address))],
    );
    changed += rows.length;
    if (rows.length < batch) return changed;
  }
}
