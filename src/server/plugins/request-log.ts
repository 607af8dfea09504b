import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';

/**
 * One log line per request, when its answer has gone: the request (its path without the query, see
 * logger.ts), status and time. Fastify's own request logging writes two (incoming, completed), and on a
 * busy server writing log lines costs as much as answering (docs/decisions/031). Fastify's other request
 * logs (errors, not found) stay as they are.
 *
 * The line holds only what the req and res serializers pick (method, path, address, user agent, status),
 * never a header, body or query, so it is written by a child logger without the redaction paths, whose
 * search through every line cost more than the rest of it. Every other log line is still redacted.
 */
export class OneLineRequestLog extends LogController {
  private readonly plain = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    // The route's own log level (e.g. warn for /healthz) decides, as for any line of this request.
    if (!(reply.log as Logger).isLevelEnabled('info')) return;
    this.unredacted(request.server.log).info({ reqId: request.id, ...line }, 'request completed');
  }

  private unredacted(log: FastifyBaseLogger): FastifyBaseLogger {
    let plain = this.plain.get(log);
    if (!plain) {
      plain = log.child({}, { redact: { paths: [] } });
      this.plain.set(log, plain);
    }
    return plain;
  }
}
