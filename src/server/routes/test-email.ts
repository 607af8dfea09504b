import type { FastifyInstance } from 'fastify';
import { sendTestEmail as sendTestEmailContract } from '#shared/contracts/test-email.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { sendTestEmail } from '../services/klaviyo/send-test-email.ts';

/** POST /api/test-email: the admin email test tool (method omitted means track-api, as the spec says). */
export async function testEmailRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(app, sendTestEmailContract, async (request) => {
    await requireAdmin(request, deps);
    const { email, type, method } = request.body;
    return sendTestEmail(deps, email, type, method ?? 'track-api');
  });
}
