import type { ClaimDocumentType } from '@domain/claims/claim'
import { detectImageType } from '../storage/image-type'

/** The document types a claim accepts, recognised by their first bytes (the sender's Content-Type is not trusted). */
export function detectDocumentType(
  bytes: Buffer,
): { contentType: ClaimDocumentType; extension: 'pdf' | 'jpg' | 'png' } | null {
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-')
    return { contentType: 'application/pdf', extension: 'pdf' }
  const image = detectImageType(bytes)
  if (image?.extension === 'jpg' || image?.extension === 'png')
    return {
      contentType: image.contentType === 'image/png' ? 'image/png' : 'image/jpeg',
      extension: image.extension,
    }
  return null
}
