import type { WeatherReading } from '@domain/weather/weather-rotation'
import type { Article, ArticleCategory, ArticleSummary } from '@domain/article/article'
import type { Business, BusinessSummary, CategoryChip } from '@domain/business/business'
import type { Category } from '@domain/category/category'
import type { Review } from '@domain/review/review'

// Builders name the interesting cases; every default is a valid, ordinary record.

export function aCategoryChip(overrides: Partial<CategoryChip> = {}): CategoryChip {
  return {
    id: 2,
    slug: 'restaurants',
    name: { en: 'Restaurants', el: 'Εστιατόρια', ru: 'Рестораны' },
    color: '#b08d57',
    path: 'food-drink/restaurants',
    ...overrides,
  }
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 1,
    slug: 'food-drink',
    name: { en: 'Food & Drink', el: 'Φαγητό και ποτό', ru: 'Еда и напитки' },
    description: { en: 'Restaurants, cafés and bars.', el: 'Εστιατόρια, καφέ και μπαρ.' },
    parentId: null,
    sortOrder: 1,
    icon: null,
    color: '#b08d57',
    path: 'food-drink',
    businessCount: 3,
    children: [],
    ...overrides,
  }
}

export function aBusinessSummary(overrides: Partial<BusinessSummary> = {}): BusinessSummary {
  return {
    id: 1,
    slug: 'meze-taverna',
    name: { en: 'Meze Taverna', el: 'Ταβέρνα Μεζέ', ru: 'Таверна Мезе' },
    description: { en: 'Traditional meze by the harbour.', el: 'Παραδοσιακός μεζές δίπλα στο λιμάνι.' },
    logo: '/media/businesses/meze-taverna/logo.svg',
    image: null,
    categories: [aCategoryChip()],
    rating: 4.6,
    reviewCount: 12,
    verified: true,
    featured: true,
    city: { en: 'Limassol', el: 'Λεμεσός', ru: 'Лимасол' },
    citySlug: 'limassol',
    address: { en: '12 Harbour Road, Limassol', el: 'Οδός Λιμανιού 12, Λεμεσός' },
    phone: '+357 25 123456',
    lat: 34.67,
    lng: 33.04,
    priceRange: '$$',
    createdAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  }
}

export function aBusiness(overrides: Partial<Business> = {}): Business {
  return {
    ...aBusinessSummary(),
    images: ['/media/businesses/meze-taverna/photo-1.svg'],
    email: 'hello@meze-taverna.example',
    website: 'https://meze-taverna.example',
    amenities: [{ slug: 'wifi', name: { en: 'Wi-Fi', el: 'Wi-Fi', ru: 'Wi-Fi' }, icon: 'wifi' }],
    closedDates: [],
    hours: {
      monday: '09:00–14:00, 17:00–21:00',
      tuesday: '09:00–21:00',
      wednesday: '09:00–21:00',
      thursday: '09:00–21:00',
      friday: '09:00–23:00',
      saturday: '10:00–23:00',
      sunday: '10:00–18:00',
    },
    openingHours: {
      monday: [
        { opens: '09:00', closes: '14:00' },
        { opens: '17:00', closes: '21:00' },
      ],
      tuesday: [{ opens: '09:00', closes: '21:00' }],
      wednesday: [{ opens: '09:00', closes: '21:00' }],
      thursday: [{ opens: '09:00', closes: '21:00' }],
      friday: [{ opens: '09:00', closes: '23:00' }],
      saturday: [{ opens: '10:00', closes: '23:00' }],
      sunday: [{ opens: '10:00', closes: '18:00' }],
    },
    ...overrides,
  }
}

/** A business that does not open on Sundays: the day is left out, as the API does for closed days. */
export function aBusinessClosedOnSunday(overrides: Partial<Business> = {}): Business {
  const business = aBusiness(overrides)
  const { sunday: _closed, ...hours } = business.hours
  const { sunday: _closedToo, ...openingHours } = business.openingHours
  return { ...business, hours, openingHours }
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    businessId: 1,
    authorName: 'Nikos',
    rating: 5,
    title: 'Best meze in town',
    body: 'Fresh fish and friendly staff.',
    language: 'en',
    createdAt: '2024-07-01T12:00:00.000Z',
    photos: [],
    ownerReply: null,
    ...overrides,
  }
}

export function anArticleCategory(overrides: Partial<ArticleCategory> = {}): ArticleCategory {
  return {
    id: 1,
    slug: 'guides',
    name: { en: 'Guides', el: 'Οδηγοί', ru: 'Путеводители' },
    description: { en: 'Practical guides.' },
    parentId: null,
    sortOrder: 1,
    path: 'guides',
    articleCount: 1,
    children: [],
    ...overrides,
  }
}

export function anArticleSummary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: 1,
    slug: 'moving-to-cyprus',
    title: { en: 'Moving to Cyprus', el: 'Μετακόμιση στην Κύπρο', ru: 'Переезд на Кипр' },
    excerpt: { en: 'What to know before you move.' },
    category: { id: 1, slug: 'guides', name: { en: 'Guides', el: 'Οδηγοί' }, path: 'guides' },
    author: 'Eleni Georgiou',
    image: null,
    readMinutes: 5,
    publishedAt: '2024-06-01T09:00:00.000Z',
    ...overrides,
  }
}

export function anArticle(overrides: Partial<Article> = {}): Article {
  const summary = anArticleSummary(overrides)
  return { ...summary, updatedAt: summary.publishedAt, languages: ['en'], ...overrides }
}

export function aWeatherReading(overrides: Partial<WeatherReading> = {}): WeatherReading {
  return {
    citySlug: 'nicosia',
    city: { en: 'Nicosia', el: 'Λευκωσία', ru: 'Никосия' },
    temperature: 23.4,
    observedAt: '2024-07-01T12:00:00.000Z',
    ...overrides,
  }
}
