import type { MessageTable } from '@domain/i18n/message-table'

export const chatAdminEl = {
  'adminChats.title': 'Συνομιλίες Live Support',
  'adminChats.loading': 'Φόρτωση συνομιλιών...',
  'adminChats.failed': 'Δεν ήταν δυνατή η φόρτωση των συνομιλιών.',
  'adminChats.retry': 'Δοκιμάστε ξανά',
  'adminChats.empty': 'Δεν υπάρχουν ακόμη συνομιλίες.',
  'adminChats.messages_one': '{{count}} μήνυμα',
  'adminChats.messages_other': '{{count}} μηνύματα',
  'adminChats.open': 'Διαβάστε τη συνομιλία με {{name}}',
  'adminChats.close': 'Κλείσιμο συνομιλίας',
  'adminChats.conversationTitle': 'Συνομιλία με {{name}}',
  'adminChats.visitor': 'Επισκέπτης',
  'adminChats.assistant': 'Βοηθός',
  'adminChats.more': 'Περισσότερες',
  'adminBookings.title': 'Κλεισμένες κλήσεις',
  'adminBookings.loading': 'Φόρτωση κλεισμένων κλήσεων...',
  'adminBookings.failed': 'Δεν ήταν δυνατή η φόρτωση των κλήσεων.',
  'adminBookings.empty': 'Δεν υπάρχουν κλεισμένες κλήσεις.',
  'adminBookings.when': 'Πότε',
  'adminBookings.who': 'Ποιος',
  'adminBookings.email': 'Ηλεκτρονικό ταχυδρομείο',
} as const satisfies MessageTable
