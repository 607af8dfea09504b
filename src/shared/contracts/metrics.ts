import { defineContract } from './contract.ts';

/**
 * GET /metrics: the Prometheus metrics of the app process that answers (docs/decisions/027). For the
 * operator's scraper, not the browser: `Authorization: Bearer <METRICS_TOKEN>`, 404 while none is set.
 */
export const readMetrics = defineContract({
  method: 'GET',
  path: '/metrics',
  summary:
    'Operations: Prometheus metrics of the app process that answers. Needs Authorization: Bearer ' +
    '<METRICS_TOKEN> (401 without it); 404 when no METRICS_TOKEN is configured.',
  tag: 'ops',
  response: null,
  produces: 'text/plain; version=0.0.4; charset=utf-8',
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
});
