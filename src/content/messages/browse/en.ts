/** The business map page and related articles. */
export const browseEn = {
  'map.title': 'Businesses on the map',
  'map.intro': 'Every business that matches your search, on a map of Cyprus.',
  'map.link': 'Show on the map',
  'map.backToList': 'Back to the list',
  'map.region': 'Map of the businesses',
  'map.list': 'Businesses on this map',
  'map.showing': 'Showing {{shown}} of {{total}} businesses: narrow the search to see the rest.',
  'map.loading': 'Loading the map…',
  'map.noTiles': 'The background map is not available; the businesses are shown on a plain background.',
  'map.viewBusiness': 'View {{name}}',
  'map.showOnMap': 'Show on the map: {{name}}',
  'map.cluster': '{{count}} businesses here, zoom in',
  'related.title': 'Related articles',
  'article.businesses': 'Businesses in this article',
} as const
