import type { PagePort } from '@/ports'

type PageWindow = Pick<Window, 'alert'> & { location: Pick<Location, 'reload'> }

export function createBrowserPage(window: PageWindow): PagePort {
  return {
    alert: (text) => window.alert(text),
    reload: () => window.location.reload(),
  }
}
