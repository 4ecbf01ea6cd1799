import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

/**
 * On close, every connection that is not running a request ends at once; one that is ends as soon as its answer
 * has left. Node's server.close() ends only keep-alive sockets that have answered a request: a socket a browser
 * opened ahead of its next request (and never used) kept the process up until connectionTimeout, past the
 * shutdown deadline. Fastify's forceCloseConnections: 'idle' is the same call, and only with a serverFactory.
 */
export function registerConnectionDrain(app: FastifyInstance): void {
  const running = new Map<Socket, number>()
  let isClosing = false
  app.server.on('connection', (socket: Socket) => {
    if (isClosing) return void socket.destroy()
    running.set(socket, 0)
    socket.once('close', () => running.delete(socket))
  })
  app.server.on('request', (request, response) => {
    const socket: Socket = request.socket
    running.set(socket, (running.get(socket) ?? 0) + 1)
    response.once('close', () => {
      const left = (running.get(socket) ?? 1) - 1
      running.set(socket, left)
      if (isClosing && left === 0) socket.end()
    })
  })
  app.addHook('preClose', async () => {
    isClosing = true
    for (const [socket, count] of running) if (count === 0) socket.destroy()
  })
}
