import type { searchEn } from './en'

/** Προτάσεις καθώς ο επισκέπτης πληκτρολογεί, και πώς διάβασε η λίστα το κείμενο αναζήτησης. */
export const searchEl = {
  'suggest.listLabel': 'Προτάσεις',
  'suggest.kind.business': 'Επιχείρηση',
  'suggest.kind.category': 'Κατηγορία',
  'suggest.kind.city': 'Πόλη',
  'suggest.count_one': '{{count}} πρόταση. Επιλέξτε με τα πάνω και κάτω βέλη.',
  'suggest.count_other': '{{count}} προτάσεις. Επιλέξτε με τα πάνω και κάτω βέλη.',
  'suggest.none': 'Καμία πρόταση',
  'search.closest': 'Καμία ακριβής αντιστοιχία για «{{q}}» — τα πιο κοντινά αποτελέσματα',
  'search.didYouMean': 'Μήπως εννοούσατε {{suggestion}};',
  'search.understood.categoryInCity': 'Εμφανίζονται: {{category}}, πόλη: {{city}}',
  'search.understood.category': 'Εμφανίζονται: {{category}}',
  'search.understood.city': 'Εμφανίζονται επιχειρήσεις, πόλη: {{city}}',
  'search.open': 'Άνοιγμα αναζήτησης',
  'search.siteSearch': 'Αναζήτηση στον κατάλογο',
  'search.close': 'Κλείσιμο αναζήτησης',
} as const satisfies Record<keyof typeof searchEn, string>
