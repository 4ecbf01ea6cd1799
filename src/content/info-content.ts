import type { Locale } from '@domain/i18n/localized-text'
import type { AboutContent } from './about/about-content'
import { aboutEl } from './about/el'
import { aboutEn } from './about/en'
import { aboutRu } from './about/ru'
import type { AdvertiseContent } from './advertise/advertise-content'
import { advertiseEl } from './advertise/el'
import { advertiseEn } from './advertise/en'
import { advertiseRu } from './advertise/ru'
import type { CareerContent } from './career/career-content'
import { careerEl } from './career/el'
import { careerEn } from './career/en'
import { careerRu } from './career/ru'
import type { ContactContent } from './contact/contact-content'
import { contactEl } from './contact/el'
import { contactEn } from './contact/en'
import { contactRu } from './contact/ru'
import type { FaqContent } from './faq/faq-content'
import { faqEl } from './faq/el'
import { faqEn } from './faq/en'
import { faqRu } from './faq/ru'
import { privacyEl } from './privacy/el'
import { privacyEn } from './privacy/en'
import type { PrivacyContent } from './privacy/privacy-content'
import { privacyRu } from './privacy/ru'
import { sitemapEl } from './sitemap/el'
import { sitemapEn } from './sitemap/en'
import type { SitemapContent } from './sitemap/sitemap-content'
import { sitemapRu } from './sitemap/ru'
import { termsEl } from './terms/el'
import { termsEn } from './terms/en'
import { termsRu } from './terms/ru'
import type { TermsContent } from './terms/terms-content'

/** Every information page's content in one language. */
export type InfoContent = {
  about: AboutContent
  advertise: AdvertiseContent
  career: CareerContent
  contact: ContactContent
  faq: FaqContent
  privacy: PrivacyContent
  sitemap: SitemapContent
  terms: TermsContent
}

export const INFO_CONTENT: Readonly<Record<Locale, InfoContent>> = {
  en: {
    about: aboutEn,
    advertise: advertiseEn,
    career: careerEn,
    contact: contactEn,
    faq: faqEn,
    privacy: privacyEn,
    sitemap: sitemapEn,
    terms: termsEn,
  },
  el: {
    about: aboutEl,
    advertise: advertiseEl,
    career: careerEl,
    contact: contactEl,
    faq: faqEl,
    privacy: privacyEl,
    sitemap: sitemapEl,
    terms: termsEl,
  },
  ru: {
    about: aboutRu,
    advertise: advertiseRu,
    career: careerRu,
    contact: contactRu,
    faq: faqRu,
    privacy: privacyRu,
    sitemap: sitemapRu,
    terms: termsRu,
  },
}

/** One page's content in a language (every language is complete: tests/domain/content/info-content.test.ts). */
export function pageContent<P extends keyof InfoContent>(page: P, locale: Locale): InfoContent[P] {
  return INFO_CONTENT[locale][page]
}

/** `{price}` and other single-brace slots in content strings. */
export function fillSlots(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot)
}
