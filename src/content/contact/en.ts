import type { ContactContent } from './contact-content'

export const contactEn: ContactContent = {
  sections: [
    {
      id: 'reply',
      heading: 'We read every message',
      paragraphs: [
        'Write to us about a listing, a review, advertising, a partnership or a problem with the site. We answer within two working days, in English, Greek or Russian.',
        'Reporting wrong details? Include the name of the business and its town, so we can find it quickly.',
      ],
      links: [{ to: '/faq-guides', label: 'See the answers to common questions first' }],
    },
  ],
  detailsHeading: 'Contact details',
  emailLabel: 'Email',
  hoursLabel: 'Office hours',
  hours: 'Monday to Friday, 9:00–17:00 (Cyprus time)',
  topics: {
    general: 'General question',
    listing: 'A business listing',
    advertising: 'Advertising and plans',
    partnership: 'Partnership',
    technical: 'Technical problem',
    privacy: 'Privacy and personal data',
  },
  bookCallText: 'Prefer to talk? Book a short call with our team at a time that suits you.',
  bookCall: 'Book a call',
}
