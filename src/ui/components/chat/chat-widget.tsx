import { useRouter, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react'
import { isInitiateChatFlag, widgetChatFromQuery, type WidgetChatKind } from '@domain/chat/chat-kind'
import { panelCssVariables, type PanelSize } from '@/ui/components/chat/chat-layout'
import { useT } from '../../i18n/use-t'
import { ChatErrorBoundary } from './chat-error-boundary'
import { ChatLauncher } from './chat-launcher'

// The panel, its conversations, voice input and the phone picker load on the first open: a first visit
// downloads only the launcher.
const ChatPanel = lazy(() => import('./chat-panel').then(({ ChatPanel }) => ({ default: ChatPanel })))

const BASE_KINDS: readonly WidgetChatKind[] = ['support', 'general']

/** The chat widget on every page (spec §2), in its own error boundary. */
export function ChatWidget() {
  const t = useT()
  return (
    <ChatErrorBoundary
      fallback={
        <p className="chat-unavailable" role="status">
          {t('chat.unavailable')}
        </p>
      }
    >
      <ChatWidgetBody />
    </ChatErrorBoundary>
  )
}

function ChatWidgetBody() {
  const router = useRouter()
  const location = useRouterState({ select: (state) => state.location })
  const isHome = location.pathname === '/'
  const [size, setSize] = useState<PanelSize>('collapsed')
  const [hasOpened, setHasOpened] = useState(false)
  // The home page opens on the Cyprus AI Assistant; every other page on Live Support.
  const [kind, setKind] = useState<WidgetChatKind>(isHome ? 'general' : 'support')
  const [kinds, setKinds] = useState<readonly WidgetChatKind[]>(BASE_KINDS)

  const open = (next?: WidgetChatKind) => {
    if (next) {
      setKind(next)
      if (!kinds.includes(next)) setKinds([...kinds, next])
    }
    setHasOpened(true)
    setSize((current) => (current === 'collapsed' ? 'open' : current))
  }

  const search = location.search as Record<string, unknown>
  const shouldInitiate = isInitiateChatFlag(search.initiatechat)
  const requested = widgetChatFromQuery(search.openChat)
  // The address is read only in the browser after hydration, so the server's HTML never shows an open panel.
  const isHydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const request = isHydrated && (shouldInitiate || requested) ? `${shouldInitiate}:${requested}` : null
  const [handledRequest, setHandledRequest] = useState<string | null>(null)
  if (request !== handledRequest) {
    setHandledRequest(request)
    if (request) open(requested ?? undefined)
  }
  useEffect(() => {
    if (!isHydrated || !shouldInitiate) return
    // Spec §2: the flag is removed from the address once the chat is open.
    const params = new URLSearchParams(location.searchStr)
    params.delete('initiatechat')
    const rest = params.toString()
    void router.navigate({
      href: `${location.pathname}${rest ? `?${rest}` : ''}${location.hash ? `#${location.hash}` : ''}`,
      replace: true,
    })
  }, [isHydrated, shouldInitiate, location, router])

  return (
    <div className="chat-widget" style={panelCssVariables() as CSSProperties}>
      {size === 'collapsed' ? (
        <ChatLauncher pathname={location.pathname} onOpen={() => open()} hasFocus={hasOpened} />
      ) : null}
      {hasOpened ? (
        <Suspense fallback={null}>
          <ChatPanel
            size={size}
            kind={kind}
            kinds={kinds}
            isHome={isHome}
            onSelect={setKind}
            onToggleSize={() => setSize((current) => (current === 'maximised' ? 'open' : 'maximised'))}
            onClose={() => setSize('collapsed')}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

const noSubscription = () => () => undefined
