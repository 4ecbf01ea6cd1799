import type { i18n as I18n } from 'i18next'
import type { MessageKey } from '@/domain/i18n/messages/en'

/** A route's `head()`: its translated title followed by the portal's name. */
export function pageHead(i18n: I18n, titleKey: MessageKey, description?: string) {
  return titledHead(i18n, i18n.t(titleKey), description)
}

/** For titles that come from data, such as a business name. */
export function titledHead(i18n: I18n, title: string, description?: string) {
  const meta: Array<Record<string, string>> = [{ title: `${title} | ${i18n.t('app.name')}` }]
  if (description) meta.push({ name: 'description', content: description })
  return { meta }
}
