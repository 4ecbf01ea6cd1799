import Fastify from 'fastify'

// The machine's ceiling for bench:load: Fastify answering a constant, with nothing else in the process.
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.send?.({ type: 'ready' })
