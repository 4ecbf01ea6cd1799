import type { TermsContent } from './terms-content'

export const termsEn: TermsContent = {
  updatedLabel: 'Last updated',
  sections: [
    {
      id: 'use',
      heading: '1. Using the site',
      paragraphs: [
        'Cyprus Portal is operated from Limassol, Cyprus. By using the site you accept these terms. You may browse, search and share links to pages freely. You may not copy the directory in bulk, scrape it automatically, or use it to send unsolicited advertising.',
      ],
    },
    {
      id: 'accounts',
      heading: '2. Accounts',
      paragraphs: [
        'You need an account to write reviews, claim a business or manage a listing. Give true details, keep your password to yourself and tell us if you think someone else has used your account. You must be at least 16 years old. You can delete your account at any time from your profile.',
      ],
    },
    {
      id: 'reviews',
      heading: '3. Reviews and content rules',
      paragraphs: [
        'Reviews, photos and replies must be your own and describe a real experience. We remove content that:',
      ],
      items: [
        'is fake, paid for, or written by the business owner or its competitors;',
        'insults, threatens or discriminates against anyone;',
        'contains personal data of others, such as phone numbers or health information;',
        'is advertising, spam or unrelated to the business;',
        'infringes copyright or other rights.',
      ],
      links: [{ to: '/faq-guides', label: 'How reviews work' }],
    },
    {
      id: 'licence',
      heading: '4. Your content',
      paragraphs: [
        'You keep the rights to what you publish. You allow us to show it on the portal, translate it and use it in our newsletter and social media pages, for as long as it is published.',
      ],
    },
    {
      id: 'listings',
      heading: '5. Business listings and claims',
      paragraphs: [
        'Listings may be created from public information, by the portal or by users. An owner who claims a listing confirms that they are authorised to represent the business and keeps its details correct. We may ask for documents, refuse a claim or remove the verified badge if the information turns out to be wrong.',
      ],
    },
    {
      id: 'billing',
      heading: '6. Paid plans and billing',
      paragraphs: [
        'The Basic plan is free. Paid plans are billed monthly in advance in euros, VAT included, and renew automatically until cancelled. You can cancel at any time; the plan stays active until the end of the paid month and is not refunded for partial months, except where consumer law requires it. We announce price changes at least 30 days in advance.',
      ],
      links: [{ to: '/advertise', label: 'Plans and prices' }],
    },
    {
      id: 'liability',
      heading: '7. Liability',
      paragraphs: [
        'We check listings with care but cannot guarantee that every detail is correct at every moment. Contracts for goods and services are between you and the business. Reviews express the opinions of their authors. Nothing in these terms limits liability that cannot be limited under Cypriot or EU law.',
      ],
    },
    {
      id: 'law',
      heading: '8. Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Republic of Cyprus. Disputes go to the competent courts of Cyprus, without affecting the rights consumers have under the law of the country where they live.',
      ],
    },
    {
      id: 'changes',
      heading: '9. Changes to these terms',
      paragraphs: [
        'We may update these terms when the portal or the law changes. The date above shows the latest version. We tell account holders about important changes by email before they take effect.',
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact',
      paragraphs: ['Questions about these terms? Write to us through the contact page.'],
      links: [{ to: '/contact', label: 'Contact us' }],
    },
  ],
}
