import QRCode from 'qrcode'
import { pickText } from '@domain/i18n/localized-text'
import type { Db } from '../../db/db'
import { findBusinessById, type BusinessDetailRecord } from '../../db/repositories/businesses.repository'

export type VirtualCard = {
  id: string
  businessId: number
  name: BusinessDetailRecord['name']
  phone: string | null
  email: string | null
  website: string | null
  address: BusinessDetailRecord['address']
  url: string
  vcard: string
}
export type QrCodeImage = { id: string; kind: 'vcard' | 'page' | 'website'; target: string; svg: string }

/** The public card of the business with this id; null when there is none. */
export async function virtualCardOf(
  db: Db,
  businessId: number,
  publicUrl: string,
): Promise<{ cards: VirtualCard[]; qrCodes: QrCodeImage[] } | null> {
  const business = await findBusinessById(db, businessId)
  return business ? buildVirtualCard(business, publicUrl) : null
}

/** The public contact card of a business with QR codes for saving the contact and opening its pages. */
export async function buildVirtualCard(
  business: BusinessDetailRecord,
  publicUrl: string,
): Promise<{ cards: VirtualCard[]; qrCodes: QrCodeImage[] }> {
  const path = `/${business.slug}`
  const vcard = toVCard(business, new URL(path, publicUrl).toString())
  const targets: Array<Pick<QrCodeImage, 'kind' | 'target'>> = [
    { kind: 'vcard', target: vcard },
    { kind: 'page', target: new URL(path, publicUrl).toString() },
    ...(business.website ? [{ kind: 'website' as const, target: business.website }] : []),
  ]
  const qrCodes = await Promise.all(
    targets.map(async (t) => ({
      id: `${business.id}-${t.kind}`,
      ...t,
      svg: await QRCode.toString(t.target, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
    })),
  )
  const card: VirtualCard = {
    id: `${business.id}-card`,
    businessId: business.id,
    name: business.name,
    phone: business.phone,
    email: business.email,
    website: business.website,
    address: business.address,
    url: path,
    vcard,
  }
  return { cards: [card], qrCodes }
}

// vCard 3.0 (RFC 2426): text values escape backslash, comma, semicolon and newlines; lines end in CRLF.
function toVCard(business: BusinessDetailRecord, pageUrl: string): string {
  const name = pickText(business.name, 'en')
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${escapeText(name)}`,
    `ORG:${escapeText(name)}`,
    business.phone ? `TEL;TYPE=WORK,VOICE:${escapeText(business.phone)}` : null,
    business.email ? `EMAIL;TYPE=INTERNET:${escapeText(business.email)}` : null,
    `ADR;TYPE=WORK:;;${escapeText(pickText(business.address, 'en'))};${escapeText(pickText(business.city, 'en'))};;;Cyprus`,
    `GEO:${business.lat};${business.lng}`,
    business.website ? `URL:${escapeText(business.website)}` : `URL:${escapeText(pageUrl)}`,
    'END:VCARD',
  ]
  return lines.filter((l) => l !== null).join('\r\n')
}

function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/([,;])/g, '\\$1')
}
