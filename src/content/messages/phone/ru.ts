/** Тексты выбора кода страны. */
export const phoneRu = {
  'phone.searchLabel': 'Поиск стран',
  'phone.searchPlaceholder': 'Поиск стран...',
  'phone.listLabel': 'Страны и телефонные коды',
  'phone.noCountries': 'Страны не найдены',
  'phone.selected': 'Выбрано: {{country}} {{code}}',
} as const
