import { Suspense, type ReactNode } from 'react'

/**
 * A part of the server's page that React hydrates as a unit of its own. Hydrating the whole document in the
 * first render is one long task; React hydrates a Suspense boundary of server HTML after the shell instead, at
 * low priority, yielding to the browser between pieces of work (and first where the visitor clicks or types).
 * The server's HTML only gains the boundary's `<!--$-->` comments. No child suspends on its own (the routes'
 * loaders fetch what the page reads), so the empty fallback never shows.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
