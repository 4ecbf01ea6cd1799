import type { AboutContent } from './about-content'

export const aboutEn: AboutContent = {
  sections: [
    {
      id: 'what',
      heading: 'What Cyprus Portal is',
      paragraphs: [
        'Cyprus Portal is an independent directory of businesses and services across the island, from Paphos to Paralimni and from the old town of Nicosia to the villages of the Troodos. Every listing has its address, opening hours, contact details, photos and honest reviews from people who have been there.',
        'Next to the directory we publish guides and articles about living, working and running a business in Cyprus.',
      ],
    },
    {
      id: 'who',
      heading: 'Who it is for',
      paragraphs: ['We build the portal for three groups of people:'],
      items: [
        'Visitors who want a good taverna, a pharmacy that is open on Sunday or a reliable car rental, without guessing.',
        'Residents, whether born here or newly arrived, who need a plumber, an accountant, a school or a notary they can trust.',
        'Business owners who want customers to find them, with a listing they keep up to date themselves.',
      ],
    },
    {
      id: 'checks',
      heading: 'How we check listings',
      paragraphs: [
        'A business gets the verified badge only after its owner has claimed the listing and we have confirmed the claim with documents, such as a registration certificate or a utility bill at the business address, or a call to the published phone number.',
        'Reviews can be written by anyone with a confirmed account, one review per business and person. We do not delete a review because it is negative. We remove reviews that are fake, offensive, written for payment or about a different business, and owners can reply publicly to every review on paid plans.',
        'If you notice wrong details, tell us: we correct them or ask the owner to do so.',
      ],
    },
    {
      id: 'languages',
      heading: 'Three languages',
      paragraphs: [
        'Cyprus speaks many languages, so the portal does too. Every page is available in English, Greek and Russian, and you can switch at any time from the top bar. Owners can describe their business in each language, and reviews can be translated with one click.',
      ],
    },
    {
      id: 'mission',
      heading: 'Our team and mission',
      paragraphs: [
        'We are a small team based in Limassol and Nicosia: editors, developers and people who used to run shops and restaurants themselves. Our mission is simple: to make it easy to find good local businesses in Cyprus, and to give small businesses the same visibility as the large chains.',
        'The portal is funded by the optional paid plans that owners choose. Paid plans never change the order of reviews or the rating a business receives.',
      ],
    },
    {
      id: 'contact',
      heading: 'Get in touch',
      paragraphs: [
        'Questions, corrections or ideas? Write to us through the contact form, or read the answers to the most common questions first.',
      ],
      links: [
        { to: '/contact', label: 'Contact us' },
        { to: '/faq-guides', label: 'FAQ and guides' },
        { to: '/advertise', label: 'Plans for businesses' },
      ],
    },
  ],
}
