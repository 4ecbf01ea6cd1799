import type { ChatKind } from './chat-kind'

// Spec §9: six starter questions per type in the dialog and the embedded chat, four in the widget.
export const DIALOG_STARTER_COUNT = 6
export const WIDGET_STARTER_COUNT = 4

export type StarterPlace = 'widget' | 'dialog' | 'embedded'

/** Message keys of the starter questions, most useful first (the widget shows the first four). */
export const STARTER_QUESTIONS = {
  // Spec §2: search, write a review, create an account, claim a business, upload photos, change language.
  support: [
    'chat.starter.support.search',
    'chat.starter.support.review',
    'chat.starter.support.account',
    'chat.starter.support.claim',
    'chat.starter.support.photos',
    'chat.starter.support.language',
  ],
  general: [
    'chat.starter.general.restaurants',
    'chat.starter.general.beaches',
    'chat.starter.general.residency',
    'chat.starter.general.transport',
    'chat.starter.general.weather',
    'chat.starter.general.business',
  ],
  scheduling: [
    'chat.starter.scheduling.book',
    'chat.starter.scheduling.free',
    'chat.starter.scheduling.tomorrow',
    'chat.starter.scheduling.nextWeek',
    'chat.starter.scheduling.length',
    'chat.starter.scheduling.topics',
  ],
  askAi: [
    'chat.starter.askAi.hours',
    'chat.starter.askAi.openNow',
    'chat.starter.askAi.contact',
    'chat.starter.askAi.address',
    'chat.starter.askAi.reviews',
    'chat.starter.askAi.price',
  ],
} as const satisfies Record<ChatKind, readonly string[]>

export type StarterQuestionKey = (typeof STARTER_QUESTIONS)[ChatKind][number]

export function starterQuestions(kind: ChatKind, place: StarterPlace): readonly StarterQuestionKey[] {
  const count = place === 'widget' ? WIDGET_STARTER_COUNT : DIALOG_STARTER_COUNT
  return STARTER_QUESTIONS[kind].slice(0, count)
}

/** Spec §4: starter questions show while the conversation has one message or fewer (just the welcome). */
export function canShowStarters(messageCount: number): boolean {
  return messageCount <= 1
}
