/** Suggestions as the visitor types, and how the listing read the search text (issue 29). */
export const searchEn = {
  'suggest.listLabel': 'Suggestions',
  'suggest.kind.business': 'Business',
  'suggest.kind.category': 'Category',
  'suggest.kind.city': 'Town',
  'suggest.count_one': '{{count}} suggestion. Use the up and down arrows to choose.',
  'suggest.count_other': '{{count}} suggestions. Use the up and down arrows to choose.',
  'suggest.none': 'No suggestions',
  'search.closest': 'No exact match for “{{q}}” — closest results',
  'search.didYouMean': 'Did you mean {{suggestion}}?',
  'search.understood.categoryInCity': 'Showing {{category}} in {{city}}',
  'search.understood.category': 'Showing {{category}}',
  'search.understood.city': 'Showing businesses in {{city}}',
  'search.open': 'Open search',
  'search.siteSearch': 'Search the directory',
  'search.close': 'Close search',
} as const
