import type { browseEn } from './en'

/** Η σελίδα χάρτη των επιχειρήσεων και τα σχετικά άρθρα. */
export const browseEl = {
  'map.title': 'Οι επιχειρήσεις στον χάρτη',
  'map.intro': 'Όλες οι επιχειρήσεις που ταιριάζουν με την αναζήτησή σας, σε έναν χάρτη της Κύπρου.',
  'map.link': 'Προβολή στον χάρτη',
  'map.backToList': 'Πίσω στη λίστα',
  'map.region': 'Χάρτης των επιχειρήσεων',
  'map.list': 'Οι επιχειρήσεις αυτού του χάρτη',
  'map.showing':
    'Εμφανίζονται {{shown}} από {{total}} επιχειρήσεις: περιορίστε την αναζήτηση για να δείτε τις υπόλοιπες.',
  'map.loading': 'Φόρτωση του χάρτη…',
  'map.noTiles': 'Ο χάρτης υποβάθρου δεν είναι διαθέσιμος· οι επιχειρήσεις εμφανίζονται σε απλό φόντο.',
  'map.viewBusiness': 'Προβολή: {{name}}',
  'map.showOnMap': 'Προβολή στον χάρτη: {{name}}',
  'map.cluster': '{{count}} επιχειρήσεις εδώ, μεγεθύνετε',
  'related.title': 'Σχετικά άρθρα',
  'article.businesses': 'Επιχειρήσεις σε αυτό το άρθρο',
} as const satisfies Record<keyof typeof browseEn, string>
