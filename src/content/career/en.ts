import type { CareerContent } from './career-content'

export const careerEn: CareerContent = {
  intro: [
    {
      id: 'who',
      heading: 'Who we are',
      paragraphs: [
        'Cyprus Portal is a small, independent company with offices in Limassol and Nicosia. We help people in Cyprus find good local businesses, and we help those businesses be found, in English, Greek and Russian.',
      ],
    },
    {
      id: 'how',
      heading: 'How we work',
      paragraphs: ['We are a team of twelve, and we like to keep things simple:'],
      items: [
        'Hybrid work: two days a week in the office, the rest wherever you work best in Cyprus.',
        'Small teams that own what they build, from the first idea to the support questions afterwards.',
        'We talk to business owners every week, and everyone joins a few of these calls.',
        'A yearly training budget, 25 days of annual leave and private health insurance.',
      ],
    },
  ],
  rolesHeading: 'Open roles',
  roles: [
    {
      id: 'frontend',
      title: 'Frontend developer (React, TypeScript)',
      team: 'Product and engineering',
      location: 'Limassol, hybrid',
      employment: 'Full time',
      posted: '2026-10-05',
      summary:
        'Build the pages that thousands of visitors use every day: search, business pages, reviews and the business portal.',
      duties: [
        'Develop accessible, fast pages in React and TypeScript.',
        'Work with our designer on new features and test them with real users.',
        'Keep the site fast on mobile networks across the island.',
      ],
      requirements: [
        'Three or more years with React and TypeScript.',
        'Care for accessibility and performance.',
        'Good English; Greek or Russian is a plus.',
      ],
    },
    {
      id: 'sales',
      title: 'Business development manager',
      team: 'Sales',
      location: 'Nicosia, with travel across Cyprus',
      employment: 'Full time',
      posted: '2026-10-20',
      summary:
        'Meet business owners across Cyprus, show them how the portal can bring them customers and help them choose the right plan.',
      duties: [
        'Visit and call restaurants, shops, clinics and service companies.',
        'Help owners claim and complete their listings.',
        'Bring what owners tell you back to the product team.',
      ],
      requirements: [
        'Experience in sales or account management with small businesses.',
        'Fluent Greek and English; Russian is a plus.',
        'A driving licence valid in Cyprus.',
      ],
    },
    {
      id: 'editor',
      title: 'Content editor (Russian and English)',
      team: 'Editorial',
      location: 'Limassol or remote within Cyprus',
      employment: 'Part time, 25 hours a week',
      posted: '2026-11-02',
      summary:
        'Write and edit guides for residents and visitors, and keep our Russian pages as good as the English ones.',
      duties: [
        'Write practical guides about life and business in Cyprus.',
        'Edit translations and listing descriptions.',
        'Moderate reviews according to our content rules.',
      ],
      requirements: [
        'Native Russian and excellent English.',
        'Published writing you can show us.',
        'Knowledge of Cyprus beyond the tourist places.',
      ],
    },
  ],
  closing: [
    {
      id: 'apply',
      heading: 'How to apply',
      paragraphs: [
        'Send your CV and a few lines about why the role interests you to the address below, with the title of the role in the subject. We answer every application within ten working days.',
        'Do not see your role? Write to us anyway: we keep open applications for a year, with your consent.',
      ],
    },
    {
      id: 'equal',
      heading: 'Equal opportunity',
      paragraphs: [
        'We welcome applications from everyone. We do not discriminate on the basis of age, gender, origin, religion, disability, sexual orientation or family status, and we adjust the interview process to your needs if you tell us what helps.',
      ],
    },
  ],
}
