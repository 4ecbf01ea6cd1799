// Spec §3: a business's virtual card: a vCard a visitor can save, and a QR code of the same card.

export type VirtualCardQr = {
  /** What the code encodes: 'vcard' (the card itself), 'page' (the business page) or 'website'. */
  kind: 'vcard' | 'page' | 'website'
  /** An SVG image of the code. */
  svg: string
}

export type VirtualCard = {
  /** vCard 3.0 text. */
  vcard: string
  /** The code of the card itself when there is one, else the first code offered, else null. */
  qr: VirtualCardQr | null
}

/** The file name a saved card gets: the business's slug, or "contact". */
export function vcardFileName(slug: string): string {
  return `${/^[a-z0-9-]+$/.test(slug) ? slug : 'contact'}.vcf`
}
