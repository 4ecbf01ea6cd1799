import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppDeps } from '../deps'
import { outboxPage } from '../services/mail/outbox-page'

// The socket's own address, never a forwarded header: a header is whatever the client wrote.
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Development only: the newest mails of the outbox as a plain page, so a developer can follow a verification or
 * reset link without a mail server. Never registered in production unless DEV_OUTBOX=1, and even then it answers only
 * a browser on the same machine or an admin: it shows live tokens.
 */
export function registerDevOutbox(app: FastifyInstance, db: AppDeps['db']): void {
  app.get('/dev/outbox', async (request, reply) => {
    if (!(await mayRead(request)))
      return reply.code(404).send({
        success: false,
        error: 'There is nothing at GET /dev/outbox.',
        code: 'NOT_FOUND',
      })
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(await outboxPage(db))
  })
}

async function mayRead(request: FastifyRequest): Promise<boolean> {
  if (LOOPBACK.has(request.socket.remoteAddress ?? '')) return true
  return (await request.optionalSession())?.user.role === 'admin'
}
