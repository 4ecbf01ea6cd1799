import { useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { ChatPageContext } from '@domain/chat/chat-question'
import { useLocale } from '../../i18n/use-locale'

/** Spec §7: the page the visitor asks from, read when a question is sent. */
export function usePageContext(): () => ChatPageContext {
  const locale = useLocale()
  const location = useRouterState({ select: (state) => state.location })
  return useCallback(
    () => ({
      pathname: location.pathname,
      search: location.searchStr,
      hash: location.hash ? `#${location.hash}` : '',
      pageName: document.title,
      fullUrl: window.location.href,
      referrer: document.referrer,
      language: locale,
      viewport: { width: window.innerWidth, height: window.innerHeight },
    }),
    [locale, location],
  )
}
