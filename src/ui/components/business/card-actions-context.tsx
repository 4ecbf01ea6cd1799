import { createContext, useContext, type ReactNode } from 'react'

export type CardActionsProps = {
  business: { id: number; slug: string }
  name: string
  className?: string
}

export type RenderCardActions = (props: CardActionsProps) => ReactNode

// The chat's business cards offer the same actions as the directory's, and those actions open the Ask AI
// dialog, which holds a chat: importing them from the chat would close a loop. The site shell provides them.
const CardActionsContext = createContext<RenderCardActions>(() => null)

export const CardActionsProvider = CardActionsContext.Provider

/** Renders the business card's actions as provided above; nothing where no provider is. */
export function useCardActions(): RenderCardActions {
  return useContext(CardActionsContext)
}
