import type { FastifyInstance } from 'fastify'
import type { PortalMetrics } from '../services/metrics/portal-metrics'

/**
 * Times every request by its route pattern (/api/businesses/:id, not each id: the label set stays small) and serves
 * the registry at GET /metrics in Prometheus text. Registered only with METRICS=1; keep /metrics off the public
 * proxy (docs/deploy.md), since it tells how the portal is used.
 */
export function registerMetrics(app: FastifyInstance, metrics: PortalMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000)
  })
  app.get('/metrics', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType)
    return metrics.registry.metrics()
  })
}
