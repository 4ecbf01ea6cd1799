import type { SeedArticleCategory } from '../types'

export const ARTICLE_CATEGORIES: readonly SeedArticleCategory[] = [
  {
    slug: 'travel-guides',
    name: { en: 'Travel Guides', el: 'Ταξιδιωτικοί Οδηγοί', ru: 'Путеводители' },
    description: {
      en: 'Beaches, mountains, towns and day trips across Cyprus.',
      el: 'Παραλίες, βουνά, πόλεις και ημερήσιες εκδρομές σε όλη την Κύπρο.',
      ru: 'Пляжи, горы, города и однодневные поездки по Кипру.',
    },
    children: [
      {
        slug: 'beaches',
        name: { en: 'Beaches', el: 'Παραλίες', ru: 'Пляжи' },
        description: {
          en: 'The best beaches and coves, from Blue Flag bays to wild coastline.',
          el: 'Οι καλύτερες παραλίες και ακρογιαλιές, από βραβευμένους κόλπους ως άγριες ακτές.',
          ru: 'Лучшие пляжи и бухты — от пляжей с Голубым флагом до дикого побережья.',
        },
        children: [],
      },
      {
        slug: 'mountains-villages',
        name: { en: 'Mountains & Villages', el: 'Βουνά & Χωριά', ru: 'Горы и деревни' },
        description: {
          en: 'Troodos, hiking trails, painted churches and village life.',
          el: 'Τρόοδος, μονοπάτια, βυζαντινές εκκλησίες και ζωή στα χωριά.',
          ru: 'Троодос, тропы, расписные церкви и деревенская жизнь.',
        },
        children: [],
      },
    ],
  },
  {
    slug: 'food-drink',
    name: { en: 'Food & Drink', el: 'Φαγητό & Ποτό', ru: 'Еда и напитки' },
    description: {
      en: 'Cypriot cooking, meze, coffee, sweets and where to find them.',
      el: 'Κυπριακή κουζίνα, μεζές, καφές, γλυκά και πού θα τα βρείτε.',
      ru: 'Кипрская кухня, мезе, кофе, сладости и где их попробовать.',
    },
    children: [
      {
        slug: 'wine',
        name: { en: 'Wine & Spirits', el: 'Κρασί & Αποστάγματα', ru: 'Вино и крепкие напитки' },
        description: {
          en: 'Commandaria, zivania and the wine villages.',
          el: 'Κουμανδαρία, ζιβανία και τα κρασοχώρια.',
          ru: 'Коммандария, зивания и винные деревни.',
        },
        children: [],
      },
    ],
  },
  {
    slug: 'living-in-cyprus',
    name: { en: 'Living in Cyprus', el: 'Ζωή στην Κύπρο', ru: 'Жизнь на Кипре' },
    description: {
      en: 'Practical guides for residents and newcomers.',
      el: 'Πρακτικοί οδηγοί για κατοίκους και νεοφερμένους.',
      ru: 'Практические советы для жителей и новоприбывших.',
    },
    children: [
      {
        slug: 'moving-to-cyprus',
        name: { en: 'Moving to Cyprus', el: 'Μετακόμιση στην Κύπρο', ru: 'Переезд на Кипр' },
        description: {
          en: 'Residence, housing, schools and settling in.',
          el: 'Άδειες διαμονής, κατοικία, σχολεία και εγκατάσταση.',
          ru: 'Вид на жительство, жильё, школы и обустройство.',
        },
        children: [],
      },
    ],
  },
  {
    slug: 'business-economy',
    name: { en: 'Business & Economy', el: 'Επιχειρήσεις & Οικονομία', ru: 'Бизнес и экономика' },
    description: {
      en: 'Starting and running a business in Cyprus.',
      el: 'Ίδρυση και λειτουργία επιχείρησης στην Κύπρο.',
      ru: 'Как открыть и вести бизнес на Кипре.',
    },
    children: [
      {
        slug: 'tax-finance',
        name: { en: 'Tax & Finance', el: 'Φορολογία & Οικονομικά', ru: 'Налоги и финансы' },
        description: {
          en: 'VAT, banking and the basics of Cypriot tax.',
          el: 'ΦΠΑ, τράπεζες και τα βασικά της κυπριακής φορολογίας.',
          ru: 'НДС, банки и основы кипрского налогообложения.',
        },
        children: [],
      },
    ],
  },
  {
    slug: 'culture-history',
    name: { en: 'Culture & History', el: 'Πολιτισμός & Ιστορία', ru: 'Культура и история' },
    description: {
      en: 'Ten thousand years of history, crafts and traditions.',
      el: 'Δέκα χιλιάδες χρόνια ιστορίας, τέχνες και παραδόσεις.',
      ru: 'Десять тысяч лет истории, ремёсла и традиции.',
    },
    children: [],
  },
  {
    slug: 'events-festivals',
    name: { en: 'Events & Festivals', el: 'Εκδηλώσεις & Φεστιβάλ', ru: 'События и фестивали' },
    description: {
      en: 'Carnival, Easter, Kataklysmos, wine festivals and more.',
      el: 'Καρναβάλι, Πάσχα, Κατακλυσμός, γιορτές κρασιού και άλλα.',
      ru: 'Карнавал, Пасха, Катаклизмос, праздники вина и многое другое.',
    },
    children: [],
  },
]
