import type { reviewsEn } from './en'

/** Γράψιμο κριτικής στη σελίδα της επιχείρησης. */
export const reviewsEl = {
  'reviewForm.title': 'Γράψτε μια κριτική',
  'reviewForm.signIn': 'Συνδεθείτε για να γράψετε κριτική',
  'reviewForm.rating': 'Η βαθμολογία σας',
  'reviewForm.star_one': '{{count}} αστέρι',
  'reviewForm.star_other': '{{count}} αστέρια',
  'reviewForm.text': 'Η κριτική σας',
  'reviewForm.textHint': 'Από {{min}} έως {{max}} χαρακτήρες.',
  'reviewForm.language': 'Γλώσσα της κριτικής σας',
  'reviewForm.photos': 'Φωτογραφίες (προαιρετικά)',
  'reviewForm.photosHint': 'Έως {{max}} φωτογραφίες, JPEG, PNG ή WebP, έως 5 MB η καθεμία.',
  'reviewForm.photoAlt': 'Φωτογραφία {{n}} που επιλέξατε',
  'reviewForm.removePhoto': 'Αφαίρεση φωτογραφίας {{n}}',
  'reviewForm.submit': 'Δημοσίευση κριτικής',
  'reviewForm.submitting': 'Δημοσίευση…',
  'reviewForm.posted': 'Ευχαριστούμε! Η κριτική σας δημοσιεύτηκε.',
  'reviewForm.ratingRequired': 'Επιλέξτε βαθμολογία από 1 έως 5 αστέρια.',
  'reviewForm.textTooShort': 'Γράψτε τουλάχιστον {{min}} χαρακτήρες.',
  'reviewForm.photoType': 'Το {{name}} δεν είναι εικόνα JPEG, PNG ή WebP.',
  'reviewForm.photoSize': 'Το {{name}} είναι μεγαλύτερο από 5 MB.',
  'reviewForm.tooManyPhotos': 'Μπορείτε να προσθέσετε έως {{max}} φωτογραφίες.',
  'reviewForm.error.duplicate': 'Έχετε ήδη γράψει κριτική για αυτή την επιχείρηση',
  'reviewForm.error.photoRejected':
    'Μια φωτογραφία απορρίφθηκε: χρησιμοποιήστε εικόνες JPEG, PNG ή WebP έως 5 MB.',
  'reviewForm.error.invalid': 'Ελέγξτε τη βαθμολογία και το κείμενο και δοκιμάστε ξανά.',
  'reviewForm.error.signInRequired':
    'Η σύνδεσή σας έληξε. Συνδεθείτε ξανά για να δημοσιεύσετε την κριτική σας.',
  'reviewForm.error.failed': 'Η κριτική σας δεν δημοσιεύτηκε. Δοκιμάστε ξανά.',
  'review.photos': 'Φωτογραφίες από {{author}}',
  'review.photo': 'Φωτογραφία {{n}} από {{author}}',
} as const satisfies Record<keyof typeof reviewsEn, string>
