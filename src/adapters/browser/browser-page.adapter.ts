import type { PagePort } from '@/ports'

type PageWindow = Pick<Window, 'alert'> & {
  location: Pick<Location, 'reload' | 'hash'>
  history: Pick<History, 'replaceState' | 'state'>
}

export function createBrowserPage(window: PageWindow): PagePort {
  return {
    alert: (text) => window.alert(text),
    reload: () => window.location.reload(),
    // The router's own entry (its key and index) stays, so back and forward keep working.
    replaceAddress: (pathAndQuery) =>
      window.history.replaceState(window.history.state, '', `${pathAndQuery}${window.location.hash}`),
  }
}
