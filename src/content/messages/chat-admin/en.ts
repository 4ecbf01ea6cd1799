import type { MessageTable } from '@domain/i18n/message-table'

/** The admin dashboard's assistant sections: Live Support conversations and booked calls. */
export const chatAdminEn = {
  'adminChats.title': 'Live Support conversations',
  'adminChats.loading': 'Loading conversations...',
  'adminChats.failed': 'The conversations could not be loaded.',
  'adminChats.retry': 'Try again',
  'adminChats.empty': 'No conversations yet.',
  'adminChats.messages_one': '{{count}} message',
  'adminChats.messages_other': '{{count}} messages',
  'adminChats.open': 'Read the conversation with {{name}}',
  'adminChats.close': 'Close the conversation',
  'adminChats.conversationTitle': 'Conversation with {{name}}',
  'adminChats.visitor': 'Visitor',
  'adminChats.assistant': 'Assistant',
  'adminChats.more': 'Show more',
  'adminBookings.title': 'Booked calls',
  'adminBookings.loading': 'Loading booked calls...',
  'adminBookings.failed': 'The booked calls could not be loaded.',
  'adminBookings.empty': 'No calls booked.',
  'adminBookings.when': 'When',
  'adminBookings.who': 'Who',
  'adminBookings.email': 'Email',
} as const satisfies MessageTable
