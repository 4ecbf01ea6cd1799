import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** The panel's code is a dynamic import: the first open in a test worker waits for Vite to transform it. */
export const PANEL_LOAD_TIMEOUT_MS = 10_000

const PANEL_NAME = /Live Support|Cyprus AI Assistant|Book a Meeting/

/** Clicks the launcher and resolves with the open panel once its code has loaded. */
export async function openChatWidget(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Open the chat' }))
  return findChatPanel()
}

export function findChatPanel(name: RegExp | string = PANEL_NAME): Promise<HTMLElement> {
  return screen.findByRole('region', { name }, { timeout: PANEL_LOAD_TIMEOUT_MS })
}
