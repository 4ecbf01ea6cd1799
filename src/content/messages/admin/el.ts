import type { MessageTable } from '@domain/i18n/message-table'

export const adminEl = {
  'adminNav.label': 'Διαχείριση',
  'adminNav.overview': 'Επισκόπηση',
  'adminNav.audit': 'Αρχείο ενεργειών',
  'audit.title': 'Αρχείο ενεργειών',
  'audit.intro':
    'Κάθε αλλαγή από διαχειριστή ή ιδιοκτήτη επιχείρησης: ποιος, τι, πριν και μετά, πότε και από πού. Δεν μπορεί να τροποποιηθεί.',
  'audit.searchLabel': 'Αναζήτηση στο αρχείο ενεργειών',
  'audit.actor': 'Ποιος (email ή αριθμός λογαριασμού)',
  'audit.entity': 'Τι (είδος ή είδος:αριθμός)',
  'audit.entityHint': 'Για παράδειγμα business, review, user ή business:12 για μία επιχείρηση.',
  'audit.search': 'Αναζήτηση',
  'audit.loading': 'Φόρτωση του αρχείου ενεργειών...',
  'audit.failed': 'Δεν ήταν δυνατή η φόρτωση του αρχείου ενεργειών. Δοκιμάστε ξανά.',
  'audit.count_one': '{{count}} αλλαγή',
  'audit.count_other': '{{count}} αλλαγές',
  'audit.when': 'Πότε',
  'audit.who': 'Ποιος',
  'audit.what': 'Τι',
  'audit.change': 'Αλλαγή',
  'audit.details': 'Πριν και μετά',
  'audit.before': 'Πριν',
  'audit.after': 'Μετά',
  'audit.notRecorded': 'Δεν καταγράφηκε',
} as const satisfies MessageTable
