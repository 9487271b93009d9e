import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The installation's Prometheus metrics (issue 24 item 5), one registry per app so tests that
 * build several apps never share counters. Labels hold route patterns, operations and reasons,
 * never a raw URL, an id or anything of a patient.
 */
export function createMetrics(options: { enabled: boolean }) {
  const registry = new Registry();
  // Process figures (CPU, memory, event-loop lag, handles) cost a timer: only when served.
  if (options.enabled) collectDefaultMetrics({ register: registry });
  return {
    enabled: options.enabled,
    registry,
    requestDuration: new Histogram({
      name: 'clinicall_http_request_duration_seconds',
      help: 'Answered HTTP requests by method, route pattern and status; _count gives the rate',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    mailFailures: new Counter({
      name: 'clinicall_mail_failures_total',
      help: 'Mail deliveries that failed (each failed attempt; the job is retried)',
      labelNames: ['transport'] as const,
      registers: [registry],
    }),
    paymentFailures: new Counter({
      name: 'clinicall_payment_failures_total',
      help: 'Card gateway calls that failed, by operation and reason',
      labelNames: ['operation', 'reason'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
