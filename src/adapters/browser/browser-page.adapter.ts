import type { PagePort } from '@/ports'

type PageWindow = Pick<Window, 'alert'> & {
  location: Pick<Location, 'reload' | 'hash'>
  history: Pick<History, 'replaceState' | 'state'>
  navigator: Partial<Pick<Navigator, 'share' | 'clipboard'>>
}

export function createBrowserPage(window: PageWindow): PagePort {
  return {
    alert: (text) => window.alert(text),
    reload: () => window.location.reload(),
    // The router's own entry (its key and index) stays, so back and forward keep working.
    replaceAddress: (pathAndQuery) =>
      window.history.replaceState(window.history.state, '', `${pathAndQuery}${window.location.hash}`),
    async share({ title, url }) {
      const { navigator } = window
      if (navigator.share) {
        try {
          await navigator.share({ title, url })
          return 'shared'
        } catch (error) {
          // The visitor closed the share sheet: nothing to report. Anything else falls back to copying.
          if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
        }
      }
      if (!navigator.clipboard) throw new Error('This browser can neither share nor copy the link.')
      await navigator.clipboard.writeText(url)
      return 'copied'
    },
  }
}
