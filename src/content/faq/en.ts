import type { FaqContent } from './faq-content'

export const faqEn: FaqContent = {
  groups: [
    {
      id: 'visitors',
      heading: 'For visitors and residents',
      items: [
        {
          id: 'cost',
          question: 'Does it cost anything to use the portal?',
          answer:
            'No. Searching, reading reviews and creating an account are free. Only businesses can choose paid plans.',
        },
        {
          id: 'find',
          question: 'How do I find a business near me?',
          answer:
            'Search by name or service from the home page, then narrow the results by category and city, or open the map to see what is around you.',
          link: { to: '/businesses/map', label: 'Open the map' },
        },
        {
          id: 'verified',
          question: 'What does the verified badge mean?',
          answer:
            'The owner has claimed the listing and we have checked their documents or phone number. The details are kept up to date by the business itself.',
        },
        {
          id: 'review',
          question: 'Who can write a review?',
          answer:
            'Anyone with a confirmed account can write one review per business. Reviews must describe your own experience; paid or fake reviews are removed.',
          link: { to: '/register', label: 'Create an account' },
        },
        {
          id: 'wrong',
          question: 'A listing has wrong opening hours. What can I do?',
          answer:
            'Tell us through the contact form with the name of the business. We correct it or ask the owner to update it, usually within two working days.',
          link: { to: '/contact', label: 'Report a correction' },
        },
        {
          id: 'newsletter',
          question: 'How do I stop the newsletter?',
          answer:
            'Every newsletter has an unsubscribe link at the bottom, and signed-in users can unsubscribe from the footer. One click is enough.',
        },
        {
          id: 'data',
          question: 'What do you do with my personal data?',
          answer:
            'Only what the portal needs to work. Analytics tools load only after you accept them, and you can ask us to delete your account at any time.',
          link: { to: '/terms-and-conditions', hash: 'privacy', label: 'Read the privacy policy' },
        },
      ],
    },
    {
      id: 'owners',
      heading: 'For business owners',
      items: [
        {
          id: 'listed',
          question: 'My business is already listed. How do I manage it?',
          answer:
            'Sign in, open the “Claim your business” page and find your listing. After we confirm the claim you can edit the details from the business portal.',
          link: { to: '/claim-business', label: 'Claim your business' },
        },
        {
          id: 'add',
          question: 'My business is not listed yet. Can I add it?',
          answer:
            'Yes. Adding a business is free on the Basic plan. Fill in the name, category, address and contact details, and we publish it after a short check.',
          link: { to: '/add-business', label: 'Add a business' },
        },
        {
          id: 'claimTime',
          question: 'How long does a claim take?',
          answer:
            'Most claims are confirmed within two working days. If a document is missing, we write to you and tell you what we need.',
        },
        {
          id: 'plans',
          question: 'What do the paid plans add?',
          answer:
            'More photos and videos, a longer description, a higher place in search results, replies to reviews, statistics and, on the higher plans, a featured badge and a dedicated account manager.',
          link: { to: '/advertise', label: 'Compare the plans' },
        },
        {
          id: 'cancel',
          question: 'Can I cancel a paid plan?',
          answer:
            'Yes, at any time from the business portal. The plan runs until the end of the month you have paid for, and the listing then returns to the Basic plan without losing its reviews.',
        },
        {
          id: 'badReview',
          question: 'Can you remove a negative review of my business?',
          answer:
            'Not because it is negative. If a review is fake, offensive or about another business, report it and we will look at it. On paid plans you can reply to it publicly.',
        },
        {
          id: 'languagesOwner',
          question: 'Do I have to write my description in three languages?',
          answer:
            'No, but it helps. You can write in one language and translate the text into the others from the business portal, then correct the result.',
        },
      ],
    },
  ],
  guidesHeading: 'Guides',
  guides: [
    {
      id: 'search',
      title: 'How to search',
      steps: [
        'Type what you need, such as “dentist” or “fish taverna”, in the search box on the home page.',
        'Choose a category and a city to narrow the list.',
        'Open a business to see its hours, photos and reviews, or switch to the map.',
      ],
      link: { to: '/businesses', label: 'Browse all businesses' },
    },
    {
      id: 'review',
      title: 'How to write a review',
      steps: [
        'Sign in, or create a free account and confirm your email address.',
        'Open the business page and choose “Write a review”.',
        'Give a rating from one to five stars, describe your visit and add photos if you like.',
      ],
      link: { to: '/login', label: 'Sign in' },
    },
    {
      id: 'claim',
      title: 'How to claim a business',
      steps: [
        'Sign in and find your business in the directory.',
        'Choose “Claim your business” and upload a document that links you to the business.',
        'Once we confirm the claim, the listing shows the verified badge and you manage it from the business portal.',
      ],
      link: { to: '/claim-business', label: 'Claim your business' },
    },
    {
      id: 'photos',
      title: 'How to add photos',
      steps: [
        'Open the business portal and choose the listing.',
        'Upload JPEG, PNG or WebP images; the first one becomes the cover picture.',
        'Visitors can also add photos to their reviews.',
      ],
      link: { to: '/business-portal', label: 'Open the business portal' },
    },
    {
      id: 'language',
      title: 'How to change the language',
      steps: [
        'Use the language switcher in the top bar: English, Ελληνικά or Русский.',
        'The portal remembers your choice on this device, and in your profile when you are signed in.',
      ],
      link: { to: '/profile', label: 'Your profile' },
    },
  ],
}
