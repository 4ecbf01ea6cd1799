import type { InlinePart } from './linkify'

// What a bot reply renders as (the reply format agreed with the chat server, spec §3 "Bot reply tags").

export type BusinessLink = {
  readonly id: number
  readonly slug: string
  readonly name: string
  readonly rating?: number
  readonly reviews?: number
  readonly city?: string
  readonly category?: string
  /** A site path starting with "/". */
  readonly image?: string
  /** The business closed for good (`closed="permanently"`). */
  readonly isPermanentlyClosed?: boolean
}

export type ReplySegment =
  | { readonly kind: 'paragraph'; readonly parts: readonly InlinePart[] }
  | { readonly kind: 'list'; readonly items: ReadonlyArray<readonly InlinePart[]> }
  | { readonly kind: 'businesses'; readonly businesses: readonly BusinessLink[] }
  | { readonly kind: 'propose'; readonly options: readonly string[] }
