/** Country-code picker texts (spec §2 "Phone-code picker", §5 "Country search"). */
export const phoneEn = {
  'phone.searchLabel': 'Search countries',
  'phone.searchPlaceholder': 'Search countries...',
  'phone.listLabel': 'Countries and dialling codes',
  'phone.noCountries': 'No countries found',
  'phone.selected': 'Selected: {{country}} {{code}}',
} as const
