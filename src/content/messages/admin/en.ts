import type { MessageTable } from '@domain/i18n/message-table'

/** The back office's frame and its audit trail. */
export const adminEn = {
  'adminNav.label': 'Back office',
  'adminNav.overview': 'Overview',
  'adminNav.audit': 'Audit log',
  'audit.title': 'Audit log',
  'audit.intro':
    'Every change made by an admin or a business owner: who, what, before and after, when and from where. It cannot be edited.',
  'audit.searchLabel': 'Search the audit log',
  'audit.actor': 'Who (email or account number)',
  'audit.entity': 'What (type, or type:number)',
  'audit.entityHint': 'For example business, review, user, or business:12 for one business.',
  'audit.search': 'Search',
  'audit.loading': 'Loading the audit log...',
  'audit.failed': 'The audit log could not be loaded. Please try again.',
  'audit.count_one': '{{count}} change',
  'audit.count_other': '{{count}} changes',
  'audit.when': 'When',
  'audit.who': 'Who',
  'audit.what': 'What',
  'audit.change': 'Change',
  'audit.details': 'Before and after',
  'audit.before': 'Before',
  'audit.after': 'After',
  'audit.notRecorded': 'Not recorded',
} as const satisfies MessageTable
