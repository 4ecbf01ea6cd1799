import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../db/db'
import { listRecentMail } from '../db/repositories/outbox.repository'

const SHOWN = 50
// The socket's own address, never a forwarded header: a header is whatever the client wrote.
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Development only: the newest mails of the outbox as a plain page, so a developer can follow a verification or
 * reset link without a mail server. Never registered in production unless DEV_OUTBOX=1, and even then it answers only
 * a browser on the same machine or an admin: it shows live tokens.
 */
export function registerDevOutbox(app: FastifyInstance, db: Db): void {
  app.get('/dev/outbox', async (request, reply) => {
    if (!(await mayRead(request)))
      return reply.code(404).send({
        success: false,
        error: 'There is nothing at GET /dev/outbox.',
        code: 'NOT_FOUND',
      })
    const mails = await listRecentMail(db, SHOWN)
    const items = mails
      .map(
        (m) => `<li><article><h2>${escape(m.subject)}</h2>
<p>To <strong>${escape(m.recipient)}</strong> · ${escape(m.kind)} · ${m.language} · ${m.createdAt.toISOString()}</p>
<pre>${linkify(escape(m.body))}</pre></article></li>`,
      )
      .join('\n')
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#2b2418}li{list-style:none;border-bottom:1px solid #ead9b8;padding:1rem 0}pre{white-space:pre-wrap}a{color:#1f4e5f}</style></head>
<body><main><h1>Development outbox</h1><p>The newest ${SHOWN} mails the portal would have sent. Shown only in development.</p>
${mails.length ? `<ol>${items}</ol>` : '<p>No mail yet.</p>'}</main></body></html>`)
  })
}

async function mayRead(request: FastifyRequest): Promise<boolean> {
  if (LOOPBACK.has(request.socket.remoteAddress ?? '')) return true
  return (await request.optionalSession())?.user.role === 'admin'
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

// Only the portal's own http(s) links in an escaped body become anchors.
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
}
