import { COUNTRIES } from './countries'
import { DEFAULT_COUNTRY_CODE } from './default-country-code'

// Its own module, so a form's empty state can name it without the country table.
export { DEFAULT_COUNTRY_CODE }

export interface SplitPhone {
  /** A dialling code from COUNTRIES, e.g. '+357'. */
  readonly countryCode: string
  /** The rest of the number: digits only, without spaces, hyphens, dots or brackets. */
  readonly number: string
}

const SEPARATORS = /[\s().-]/g

// Longest first, so '+1242…' is the Bahamas rather than '+1', and '+35799…' is Cyprus.
const CODES_LONGEST_FIRST = [...new Set(COUNTRIES.map((country) => country.dialCode))].sort(
  (a, b) => b.length - a.length,
)

/**
 * Spec §5: a stored phone is split by the longest matching country code, default +357. A number without a leading
 * '+' or with a code no country has keeps its digits and gets the default code.
 */
export function splitPhoneNumber(phone: string | null | undefined): SplitPhone {
  const compact = (phone ?? '').replace(SEPARATORS, '')
  if (compact.startsWith('+')) {
    const code = CODES_LONGEST_FIRST.find((candidate) => compact.startsWith(candidate))
    if (code) return { countryCode: code, number: compact.slice(code.length) }
    return { countryCode: DEFAULT_COUNTRY_CODE, number: compact.slice(1) }
  }
  return { countryCode: DEFAULT_COUNTRY_CODE, number: compact }
}

/**
 * An account's stored phone as the picker and the number field show it. Since issue 30 a phone is stored in E.164
 * ('+35799123456') beside its code; older accounts keep the number alone behind their code. A number in E.164 is
 * split at its own stored code when it starts with it (so '+1242…' stays the Bahamas), else by the longest code.
 */
export function splitStoredPhone(
  phone: string | null | undefined,
  countryCode: string | null | undefined,
): SplitPhone {
  const compact = (phone ?? '').replace(SEPARATORS, '')
  if (!countryCode) return splitPhoneNumber(compact)
  if (!compact.startsWith('+')) return { countryCode, number: compact }
  if (compact.startsWith(countryCode)) return { countryCode, number: compact.slice(countryCode.length) }
  return splitPhoneNumber(compact)
}
