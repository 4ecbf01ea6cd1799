import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import type { ConsentChoice } from '@domain/analytics/consent'
import { usePorts } from '../../use-router-context'
import { whenIdle } from '../../when-idle'

// The banner shows only in the browser, once the server said a tag is configured: its code comes with it.
const loadConsentBanner = () => import('./consent-banner')
const ConsentBanner = lazy(() =>
  loadConsentBanner().then(({ ConsentBanner }) => ({ default: ConsentBanner })),
)

type ConsentView = {
  /** True once the server said a third-party tag is configured: only then is there anything to ask. */
  isConfigured: boolean
  /** Opens the banner again (the footer's 'Cookie settings'). */
  reopen(): void
}

const ConsentContext = createContext<ConsentView>({ isConfigured: false, reopen: () => undefined })

export function useConsent(): ConsentView {
  return useContext(ConsentContext)
}

/**
 * Asks for consent before any third-party tag loads, and loads them once it is given. Everything runs
 * after hydration (effects), so neither the question nor the scripts delay the first render.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const { consent, thirdPartyTags } = usePorts()
  const [isConfigured, setIsConfigured] = useState(false)
  const [choice, setChoice] = useState<ConsentChoice | null>(null)
  const [isOpen, setIsOpen] = useState(false)

  useEffect(() => {
    let isCurrent = true
    // Once the page is idle: no tag loads and no banner opens before the visitor could read the page anyway.
    const cancel = whenIdle(() => {
      const stored = consent.load()
      if (stored === 'granted') void thirdPartyTags.enable()
      // No choice yet: the banner may open, so its code loads while the configuration is asked for.
      if (stored === null) void loadConsentBanner().catch(() => undefined)
      void thirdPartyTags.isConfigured().then((configured) => {
        if (!isCurrent) return
        // A change of this context reaches the whole page, which may still be hydrating: as a transition it yields.
        startTransition(() => {
          setChoice(stored)
          setIsConfigured(configured)
          if (configured && stored === null) setIsOpen(true)
        })
      })
    })
    return () => {
      isCurrent = false
      cancel()
    }
  }, [consent, thirdPartyTags])

  const view = useMemo(() => ({ isConfigured, reopen: () => setIsOpen(true) }), [isConfigured])

  function decide(next: ConsentChoice) {
    consent.save(next)
    setChoice(next)
    setIsOpen(false)
    if (next === 'granted') void thirdPartyTags.enable()
  }

  return (
    <ConsentContext.Provider value={view}>
      {children}
      {isConfigured && isOpen && (
        <Suspense fallback={null}>
          <ConsentBanner choice={choice} onDecide={decide} />
        </Suspense>
      )}
    </ConsentContext.Provider>
  )
}
