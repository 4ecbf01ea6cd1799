import { pageContent, type InfoContent } from '@content/info-content'
import { useLocale } from '../../i18n/use-locale'

/** The page's content in the current language; re-renders on a language switch. */
export function usePageContent<P extends keyof InfoContent>(page: P): InfoContent[P] {
  return pageContent(page, useLocale())
}
