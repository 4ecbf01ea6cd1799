import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min'
import type { PhoneNumbering } from './contact-fields'

// libphonenumber with its smallest metadata (about 80 kB): the browser imports this module dynamically where a
// phone field is shown, the server statically.

/** The numbering plans of every country, as contact-fields.ts asks about them. */
export const phoneNumbering: PhoneNumbering = {
  isValid: (number, countryCode) => parse(number, countryCode)?.isValid() ?? false,
  formatInternational: (number, countryCode) => parse(number, countryCode)?.formatInternational() ?? null,
  toE164: (number, countryCode) => {
    const parsed =
      countryCode === null
        ? parsePhoneNumberFromString(`+${number.replace(/\D/g, '')}`)
        : parse(number, countryCode)
    return parsed?.isValid() ? parsed.number : null
  },
}

/**
 * Our country list dials some places with the area code in the country code ('+1242', the Bahamas), which
 * libphonenumber only knows as '+1' plus the number: read the whole as an international number first. A number
 * typed with its national trunk prefix ('07911 123456' behind '+44') is then read as a national one.
 */
function parse(number: string, countryCode: string): PhoneNumber | undefined {
  const digits = number.replace(/\D/g, '')
  const code = countryCode.replace(/\D/g, '')
  const international = parsePhoneNumberFromString(`+${code}${digits}`)
  if (international?.isValid()) return international
  try {
    return parsePhoneNumberFromString(digits, { defaultCallingCode: code }) ?? international
  } catch {
    // A dialling code libphonenumber does not know as a calling code (it throws rather than answering).
    return international
  }
}
