import type { PhoneNumbering } from '../contact/contact-fields'
import { COUNTRIES } from './countries'
import { splitPhoneNumber } from './split-phone'

// An account's phone as people type it next to the country-code picker: the number alone ('99 123456'), the
// number with the code already in front ('+357 99 123456', '00357 99123456', '35799123456'), or a number of
// another country typed in full while the picker still shows the default. It is stored in E.164.

/** A typed phone read as a number: its E.164 form and the dialling code it belongs to. */
export type PhoneReading = { e164: string; countryCode: string }
export type PhoneResult = { ok: true; value: PhoneReading } | { ok: false; reason: 'invalidPhone' }

const SEPARATORS = /[\s().-]/g
// E.164: at most 15 digits with the code; fewer than 7 is no number anywhere.
const TYPED = /^(\+|00)?([0-9]{7,17})$/
const MAX_E164_DIGITS = 15

/**
 * The number a person meant, valid for its country (the decision of issue 30: a phone must be valid for its
 * country). A leading '+' or '00' (the international prefix of Cyprus and most of Europe) makes the number name its
 * own country, and that country wins over the picker: someone who typed '+44 7911 123456' meant the British number,
 * whatever the picker showed. Otherwise the number is read behind the chosen code, and failing that as a number
 * that starts with the chosen code without its '+'.
 */
export function normalisePhone(phone: string, chosenCode: string, numbering: PhoneNumbering): PhoneResult {
  const typed = TYPED.exec(phone.replace(SEPARATORS, ''))
  const [, prefix, digits] = typed ?? []
  if (!digits) return invalid
  const e164 = prefix
    ? numbering.toE164(digits, null)
    : (numbering.toE164(digits, chosenCode) ?? withChosenCode(digits, chosenCode, numbering))
  if (!e164 || e164.length - 1 > MAX_E164_DIGITS) return invalid
  return { ok: true, value: { e164, countryCode: codeOf(e164, chosenCode) } }
}

/**
 * The account forms' check: an empty phone is fine (it is optional); until the numbering plans have loaded only
 * the characters are checked, and the server reads the number either way.
 */
export function isAccountPhoneValid(
  phone: string,
  chosenCode: string,
  numbering: PhoneNumbering | null,
): boolean {
  const compact = phone.replace(SEPARATORS, '')
  if (compact === '') return true
  if (!numbering) return TYPED.test(compact)
  return normalisePhone(phone, chosenCode, numbering).ok
}

const invalid: PhoneResult = { ok: false, reason: 'invalidPhone' }

function withChosenCode(digits: string, chosenCode: string, numbering: PhoneNumbering): string | null {
  const code = chosenCode.replace(/\D/g, '')
  return code !== '' && digits.startsWith(code) ? numbering.toE164(digits, null) : null
}

// The chosen code when the number is under it ('+1242' stays the Bahamas rather than '+1'); else the longest code
// of the country list that the number starts with.
function codeOf(e164: string, chosenCode: string): string {
  const isKnownChoice = COUNTRIES.some((country) => country.dialCode === chosenCode)
  if (isKnownChoice && e164.startsWith(chosenCode)) return chosenCode
  return splitPhoneNumber(e164).countryCode
}
