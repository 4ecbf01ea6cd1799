import Fastify from 'fastify'

// The machine's ceiling for bench:load: Fastify answering a constant, with nothing else in the process.
// bench:load also sends it the portal's own answers (headers and body bytes as sent, compressed or not), and
// GET /same/<n> replays answer n: the most any server on this machine can send of that answer.
export type RecordedAnswer = { headers: Record<string, string>; body: string }
export type AnswersMessage = { type: 'answers'; answers: RecordedAnswer[] }

const replays: Array<{ headers: Record<string, string>; body: Buffer }> = []
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
app.get<{ Params: { n: string } }>('/same/:n', (request, reply) => {
  const answer = replays[Number(request.params.n)]
  if (!answer) return reply.code(404).send()
  return reply.headers(answer.headers).send(answer.body)
})
process.on('message', (message: AnswersMessage) => {
  if (message.type !== 'answers') return
  replays.splice(
    0,
    replays.length,
    ...message.answers.map((a) => ({ headers: a.headers, body: Buffer.from(a.body, 'base64') })),
  )
  process.send?.({ type: 'answers-kept' })
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.send?.({ type: 'ready' })
