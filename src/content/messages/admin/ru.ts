import type { MessageTable } from '@domain/i18n/message-table'

export const adminRu = {
  'adminNav.label': 'Администрирование',
  'adminNav.overview': 'Обзор',
  'adminNav.audit': 'Журнал действий',
  'audit.title': 'Журнал действий',
  'audit.intro':
    'Каждое изменение, сделанное администратором или владельцем бизнеса: кто, что, до и после, когда и откуда. Журнал нельзя изменить.',
  'audit.searchLabel': 'Поиск в журнале действий',
  'audit.actor': 'Кто (email или номер учётной записи)',
  'audit.entity': 'Что (тип или тип:номер)',
  'audit.entityHint': 'Например business, review, user или business:12 для одного бизнеса.',
  'audit.search': 'Найти',
  'audit.loading': 'Загрузка журнала действий...',
  'audit.failed': 'Не удалось загрузить журнал действий. Попробуйте ещё раз.',
  'audit.count_one': '{{count}} изменение',
  'audit.count_few': '{{count}} изменения',
  'audit.count_many': '{{count}} изменений',
  'audit.count_other': '{{count}} изменения',
  'audit.when': 'Когда',
  'audit.who': 'Кто',
  'audit.what': 'Что',
  'audit.change': 'Изменение',
  'audit.details': 'До и после',
  'audit.before': 'До',
  'audit.after': 'После',
  'audit.notRecorded': 'Не записано',
} as const satisfies MessageTable
