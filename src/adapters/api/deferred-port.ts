/** A port whose every method answers with a promise, so a call can wait for the adapter's code to arrive. */
export type AsyncPort<P> = {
  [K in keyof P]: P[K] extends (...args: never[]) => Promise<unknown> ? P[K] : never
}

/**
 * The port of an adapter that loads on the first call: ports a first visit does not call (accounts, admin,
 * chat, contact, course progress) stay out of its JavaScript. A failed load rejects that call; the next one
 * retries.
 */
export function deferPort<P extends AsyncPort<P>>(load: () => Promise<P>): P {
  let loading: Promise<P> | null = null
  const port = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
  const handler: ProxyHandler<object> = {
    get: (_target, name) =>
      // Not a thenable: awaiting the port itself must not call a method named `then`.
      name === 'then'
        ? undefined
        : (...args: unknown[]) =>
            port().then((loaded) => {
              const method: unknown = Reflect.get(loaded, name)
              if (typeof method !== 'function') throw new TypeError(`The port has no method ${String(name)}`)
              return Reflect.apply(method, loaded, args)
            }),
  }
  // A proxy stands in for the port's methods, which the type checks at the call to deferPort; TypeScript
  // cannot type a Proxy's result.
  return new Proxy({}, handler) as P
}
