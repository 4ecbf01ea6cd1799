import type { ProseSection } from '../content-types'
import type { ContactTopic } from '@domain/contact/contact-rules'

/** /contact: how to reach the team; the form's own labels are UI messages (messages/info). */
export type ContactContent = {
  sections: readonly ProseSection[]
  detailsHeading: string
  emailLabel: string
  hoursLabel: string
  hours: string
  topics: Record<ContactTopic, string>
  bookCallText: string
  bookCall: string
}
