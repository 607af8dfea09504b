import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, when its answer has gone: the request (its path without the query, see
 * logger.ts), status and time. Fastify's own request logging writes two (incoming, completed), and on a
 * busy server writing log lines costs as much as answering (docs/decisions/031). Fastify's other request
 * logs (errors, not found) stay as they are.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
