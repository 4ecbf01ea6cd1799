import { createServer } from 'node:http'

// End-to-end: a local stand-in for the outside services the portal may be configured with, so the
// tests never leave the machine. Open-Meteo's /v1/forecast (switchable: up, down, empty), a tag-manager
// script, a pixel script and the pixel's image. POST /__weather/<mode> switches the weather; GET /__requests
// lists what was asked (path only), so a test can prove a script was or was not requested.
const port = Number(process.env.FAKE_THIRD_PARTY_PORT ?? 3199)
type WeatherMode = 'up' | 'down' | 'empty'
let weather: WeatherMode = 'up'
const requests: string[] = []

/** The temperature the fake reports for the n-th city: 31.2, 32.2 … (whole degrees 31, 32 …). */
export const fakeTemperature = (index: number) => 31.2 + index

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
  if (!url.pathname.startsWith('/__')) requests.push(url.pathname)
  const send = (status: number, type: string, body: string) =>
    response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' }).end(body)

  if (request.method === 'POST' && url.pathname.startsWith('/__weather/')) {
    weather = url.pathname.slice('/__weather/'.length) as WeatherMode
    return send(200, 'text/plain', weather)
  }
  if (url.pathname === '/__requests') return send(200, 'application/json', JSON.stringify(requests))
  if (url.pathname === '/__health') return send(200, 'text/plain', 'ok')
  if (url.pathname === '/v1/forecast') {
    if (weather === 'down') return send(503, 'text/plain', 'down')
    const count = (url.searchParams.get('latitude') ?? '').split(',').length
    const items =
      weather === 'empty'
        ? []
        : Array.from({ length: count }, (_, i) => ({
            current: { time: '2026-11-22T10:00', temperature_2m: fakeTemperature(i) },
          }))
    return send(200, 'application/json', JSON.stringify(count === 1 ? (items[0] ?? {}) : items))
  }
  if (url.pathname === '/gtm.js')
    return send(
      200,
      'text/javascript',
      'window.__tagManagerLoaded = new URL(document.currentScript.src).searchParams.get("id");',
    )
  if (url.pathname === '/fbevents.js')
    return send(
      200,
      'text/javascript',
      'window.__pixelLoaded = (window.fbq && window.fbq.queue.length) || 0;',
    )
  if (url.pathname === '/tr') return send(200, 'image/gif', '')
  return send(404, 'text/plain', 'not found')
}).listen(port, '127.0.0.1')
