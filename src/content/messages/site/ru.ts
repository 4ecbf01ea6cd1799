import type { MessageTable } from '@domain/i18n/message-table'

/** Site services in Russian. */
export const siteRu = {
  'newsletter.status.subscribed': 'Вы подписаны на нашу рассылку.',
  'newsletter.unsubscribe': 'Отписаться',
  'newsletter.unsubscribe.confirm': 'Вы уверены, что хотите отписаться от нашей рассылки?',
  'newsletter.unsubscribe.yes': 'Да, отписаться',
  'newsletter.unsubscribe.cancel': 'Отмена',
  'newsletter.unsubscribe.working': 'Отписываем...',
  'newsletter.unsubscribe.success.title': 'Вы отписались',
  'newsletter.unsubscribe.success.message': 'Вы больше не будете получать нашу рассылку.',
  'newsletter.unsubscribe.failed.title': 'Не удалось отписаться',
  'newsletter.unsubscribe.failed.message':
    'Не удалось отписаться. Попробуйте ещё раз или обратитесь в службу поддержки.',
  'newsletter.unsubscribe.notLoggedIn': 'Пользователь не вошёл в систему',
  'unsubscribe.signInHint':
    'Войдите, чтобы управлять подпиской на рассылку, или воспользуйтесь ссылкой из нашего письма.',
  'unsubscribe.signIn': 'Войти',
  'consent.title': 'Cookies и аналитика',
  'consent.text':
    'С вашего разрешения мы загружаем менеджер тегов и пиксель социальной сети, чтобы считать посещения и улучшать нашу рекламу. Без вашего согласия ничего не загружается.',
  'consent.accept': 'Принять',
  'consent.reject': 'Отклонить',
  'consent.settings': 'Настройки cookies',
} as const satisfies MessageTable
