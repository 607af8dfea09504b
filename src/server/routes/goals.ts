import type { FastifyInstance } from 'fastify';
import * as summaryContracts from '#shared/contracts/goal-summary.ts';
import * as contracts from '#shared/contracts/goals.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { getGoalSettings } from '../services/goals/get-goal-settings.ts';
import { getGoalSummary } from '../services/goals/get-goal-summary.ts';
import { saveGoalSettings } from '../services/goals/save-goal-settings.ts';
import { saveTimeZone } from '../services/goals/save-time-zone.ts';
import { unsubscribeReminders } from '../services/reminders/unsubscribe-reminders.ts';

/** /api/goals (goals, rest days, week start, reminder opt-in, the home card) and the reminder unsubscribe. */
export async function goalRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const extras = { config: { rateLimit: hashOnlyRateLimit(deps.config) } };

  contractRoute(
    app,
    contracts.getGoalSettings,
    async (request) => getGoalSettings(deps, (await resolveCustomer(request, deps)).customerHash),
    extras,
  );

  contractRoute(
    app,
    contracts.updateGoalSettings,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return saveGoalSettings(deps, customerHash, request.body);
    },
    extras,
  );

  contractRoute(
    app,
    summaryContracts.getGoalSummary,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return getGoalSummary(deps, customerHash, request.query.tz);
    },
    extras,
  );

  contractRoute(
    app,
    summaryContracts.updateTimeZone,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return saveTimeZone(deps, customerHash, request.body.timeZone);
    },
    extras,
  );

  // Mail clients send RFC 8058's one-click POST as a form (`List-Unsubscribe=One-Click`): only these
  // routes read form bodies.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // No sign-in: the signed token is unguessable; the limit only slows scanners, and is as generous as
    // the customer routes' because a mail provider sends many customers' one-click POSTs from one address.
    const limited = {
      config: { rateLimit: { max: deps.config.hashRateLimitPerMinute, timeWindow: 60_000 } },
    };

    contractRoute(
      scope,
      contracts.openUnsubscribe,
      async (request, reply) =>
        reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
      limited,
    );

    contractRoute(
      scope,
      contracts.unsubscribeReminders,
      async (request) => unsubscribeReminders(deps, request.query.token),
      limited,
    );
  });
}
