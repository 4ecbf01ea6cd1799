import type { PrivacyContent } from './privacy-content'

export const privacyEn: PrivacyContent = {
  heading: 'Privacy policy',
  intro:
    'Cyprus Portal, Limassol, is the controller of the personal data described here. We collect as little as the portal needs and never sell personal data.',
  sections: [
    {
      id: 'collected',
      heading: 'What we collect',
      paragraphs: ['Depending on what you use:'],
      items: [
        'Accounts: name, email address, password (stored only as a hash), phone number if you give it, language and role.',
        'Reviews: the text, rating, photos and the date, shown with your name.',
        'Newsletter: your email address, language and the time you gave your consent.',
        'Analytics: page views and clicks without your name or address. Third-party analytics and advertising tags load only after you accept them in the cookie banner.',
        'Chats and contact messages: what you write to us, your name, email and phone number if you give them.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      paragraphs: [
        'To provide the services you ask for (contract), to send the newsletter and load third-party tags (your consent, which you can withdraw at any time), and to keep the portal secure and free of abuse (our legitimate interest). We keep invoices because the tax law requires it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [],
      items: [
        'Account data: until you delete your account; backups are overwritten within 30 days.',
        'Reviews: while they are published; they are removed with your account.',
        'Newsletter: until you unsubscribe.',
        'Chats and contact messages: 24 months after the last message.',
        'Invoices: 7 years, as Cypriot tax law requires.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights under the GDPR',
      paragraphs: [
        'You can ask for a copy of your data, have it corrected or deleted, restrict or object to its use, receive it in a portable format, and withdraw consent at any time. Write to us and we answer within one month.',
        'If you think we handle your data unlawfully, you can complain to the Commissioner for Personal Data Protection of the Republic of Cyprus (1 Iasonos Street, 1082 Nicosia, dataprotection.gov.cy).',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact about privacy',
      paragraphs: [
        'Choose the topic “Privacy and personal data” on the contact page, or write to the address shown there.',
      ],
      links: [{ to: '/contact', label: 'Contact us' }],
    },
  ],
}
