// Spec §2 "Chat widget": the panel's sizes, named; the stylesheet reads them as custom properties.

export const PANEL_WIDTH_PX = 384
export const PANEL_HEIGHT_PX = 550
export const MAXIMISED_WIDTH_VW = 60
export const MAXIMISED_HEIGHT_PX = 600
/** The embedded chat's fixed height when it is not full-height. */
export const EMBEDDED_HEIGHT_PX = 400
/** Spec §2: chat bubbles are at most 85% of the list's width. */
export const BUBBLE_MAX_WIDTH_PERCENT = 85

/** Spec §4 "Chat panel": collapsed, open or maximised (the embedded variant is its own component). */
export type PanelSize = 'collapsed' | 'open' | 'maximised'

export function panelCssVariables(): Record<string, string> {
  return {
    '--chat-panel-width': `${PANEL_WIDTH_PX}px`,
    '--chat-panel-height': `${PANEL_HEIGHT_PX}px`,
    '--chat-panel-max-width': `${MAXIMISED_WIDTH_VW}vw`,
    '--chat-panel-max-height': `${MAXIMISED_HEIGHT_PX}px`,
    '--chat-embedded-height': `${EMBEDDED_HEIGHT_PX}px`,
    '--chat-bubble-max-width': `${BUBBLE_MAX_WIDTH_PERCENT}%`,
  }
}
