import type { MessageTable } from '@domain/i18n/message-table'

/** Подсказки по мере ввода и то, как список понял текст поиска. */
export const searchRu = {
  'suggest.listLabel': 'Подсказки',
  'suggest.kind.business': 'Компания',
  'suggest.kind.category': 'Категория',
  'suggest.kind.city': 'Город',
  'suggest.count_one': '{{count}} подсказка. Выберите стрелками вверх и вниз.',
  'suggest.count_few': '{{count}} подсказки. Выберите стрелками вверх и вниз.',
  'suggest.count_many': '{{count}} подсказок. Выберите стрелками вверх и вниз.',
  'suggest.count_other': '{{count}} подсказки. Выберите стрелками вверх и вниз.',
  'suggest.none': 'Нет подсказок',
  'search.closest': 'Точных совпадений для «{{q}}» нет — ближайшие результаты',
  'search.didYouMean': 'Возможно, вы имели в виду {{suggestion}}?',
  'search.understood.categoryInCity': 'Показаны: {{category}}, город: {{city}}',
  'search.understood.category': 'Показаны: {{category}}',
  'search.understood.city': 'Показаны компании, город: {{city}}',
  'search.open': 'Открыть поиск',
  'search.siteSearch': 'Поиск по каталогу',
  'search.close': 'Закрыть поиск',
} as const satisfies MessageTable
