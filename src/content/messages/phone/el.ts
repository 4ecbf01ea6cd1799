/** Κείμενα του επιλογέα κωδικού χώρας. */
export const phoneEl = {
  'phone.searchLabel': 'Αναζήτηση χωρών',
  'phone.searchPlaceholder': 'Αναζήτηση χωρών...',
  'phone.listLabel': 'Χώρες και κωδικοί κλήσης',
  'phone.noCountries': 'Δεν βρέθηκαν χώρες',
  'phone.selected': 'Επιλεγμένο: {{country}} {{code}}',
} as const
