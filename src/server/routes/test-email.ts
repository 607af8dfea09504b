import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '#shared/constants.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import type { Deps } from '../deps.ts';
import { sendTestEmail } from '../services/klaviyo/send-test-email.ts';

const body = z.object({
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.invalidEmail })),
  type: z.enum(['reset', 'verification'], { error: 'type must be reset or verification' }),
  method: z.enum(['debug', 'client-event', 'template-api', 'track-api']).optional(),
});

/** POST /api/test-email: the admin email test tool (method omitted means track-api, as the spec says). */
export async function testEmailRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post('/api/test-email', { schema: { body } }, async (request) => {
    await requireAdmin(request, deps);
    const { email, type, method } = request.body;
    return sendTestEmail(deps, email, type, method ?? 'track-api');
  });
}
