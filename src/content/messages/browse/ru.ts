import type { browseEn } from './en'

/** Страница карты компаний и похожие статьи. */
export const browseRu = {
  'map.title': 'Компании на карте',
  'map.intro': 'Все компании, подходящие под ваш поиск, на карте Кипра.',
  'map.link': 'Показать на карте',
  'map.backToList': 'Вернуться к списку',
  'map.region': 'Карта компаний',
  'map.list': 'Компании на этой карте',
  'map.showing': 'Показано {{shown}} из {{total}} компаний: уточните поиск, чтобы увидеть остальные.',
  'map.loading': 'Загружаем карту…',
  'map.noTiles': 'Фоновая карта недоступна; компании показаны на простом фоне.',
  'map.viewBusiness': 'Открыть: {{name}}',
  'map.showOnMap': 'Показать на карте: {{name}}',
  'map.cluster': 'Здесь компаний: {{count}}, приблизьте карту',
  'related.title': 'Похожие статьи',
  'article.businesses': 'Компании из этой статьи',
} as const satisfies Record<keyof typeof browseEn, string>
