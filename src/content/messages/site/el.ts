import type { MessageTable } from '@domain/i18n/message-table'

/** Site services in Greek. */
export const siteEl = {
  'newsletter.status.subscribed': 'Είστε εγγεγραμμένοι στο ενημερωτικό μας δελτίο.',
  'newsletter.unsubscribe': 'Διαγραφή',
  'newsletter.unsubscribe.confirm': 'Είστε σίγουροι ότι θέλετε να διαγραφείτε από το ενημερωτικό μας δελτίο;',
  'newsletter.unsubscribe.yes': 'Ναι, διαγραφή',
  'newsletter.unsubscribe.cancel': 'Ακύρωση',
  'newsletter.unsubscribe.working': 'Διαγραφή σε εξέλιξη...',
  'newsletter.unsubscribe.success.title': 'Η διαγραφή ολοκληρώθηκε',
  'newsletter.unsubscribe.success.message': 'Δεν θα λαμβάνετε πλέον το ενημερωτικό μας δελτίο.',
  'newsletter.unsubscribe.failed.title': 'Η διαγραφή απέτυχε',
  'newsletter.unsubscribe.failed.message':
    'Η διαγραφή δεν ήταν δυνατή. Δοκιμάστε ξανά ή επικοινωνήστε με την υποστήριξη.',
  'newsletter.unsubscribe.notLoggedIn': 'Ο χρήστης δεν έχει συνδεθεί',
  'unsubscribe.signInHint':
    'Συνδεθείτε για να διαχειριστείτε την εγγραφή σας στο ενημερωτικό δελτίο ή χρησιμοποιήστε τον σύνδεσμο από το email μας.',
  'unsubscribe.signIn': 'Σύνδεση',
  'consent.title': 'Cookies και στατιστικά',
  'consent.text':
    'Με την άδειά σας φορτώνουμε έναν διαχειριστή ετικετών και ένα pixel κοινωνικών δικτύων για να μετράμε τις επισκέψεις και να βελτιώνουμε τις διαφημίσεις μας. Τίποτα δεν φορτώνεται αν δεν το αποδεχτείτε.',
  'consent.accept': 'Αποδοχή',
  'consent.reject': 'Απόρριψη',
  'consent.settings': 'Ρυθμίσεις cookies',
} as const satisfies MessageTable
