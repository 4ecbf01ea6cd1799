import type { Db } from '../../db/db'
import { listRecentMail } from '../../db/repositories/outbox.repository'
import { escapeXml } from '../../xml-escape'

/** How many of the newest mails the development outbox page shows. */
export const OUTBOX_PAGE_SIZE = 50

/**
 * Development only: the newest mails of the outbox as a plain HTML page, so a developer can follow a verification or
 * reset link without a mail server (routes/dev-outbox.ts decides who may see it).
 */
export async function outboxPage(db: Db): Promise<string> {
  const mails = await listRecentMail(db, OUTBOX_PAGE_SIZE)
  const items = mails
    .map(
      (m) => `<li><article><h2>${escapeXml(m.subject)}</h2>
<p>To <strong>${escapeXml(m.recipient)}</strong> · ${escapeXml(m.kind)} · ${m.language} · ${m.createdAt.toISOString()}</p>
<pre>${linkify(escapeXml(m.body))}</pre></article></li>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#2b2418}li{list-style:none;border-bottom:1px solid #ead9b8;padding:1rem 0}pre{white-space:pre-wrap}a{color:#1f4e5f}</style></head>
<body><main><h1>Development outbox</h1><p>The newest ${OUTBOX_PAGE_SIZE} mails the portal would have sent. Shown only in development.</p>
${mails.length ? `<ol>${items}</ol>` : '<p>No mail yet.</p>'}</main></body></html>`
}

// Only the portal's own http(s) links in an escaped body become anchors.
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
}
