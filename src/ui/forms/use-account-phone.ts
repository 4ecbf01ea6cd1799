import { useState } from 'react'
import { compactPhone } from '@domain/contact/contact-fields'
import { isAccountPhoneValid } from '@domain/phone/normalise-phone'
import { DEFAULT_COUNTRY_CODE } from '@domain/phone/split-phone'
import { useT } from '../i18n/use-t'
import { usePhoneNumbering } from './use-phone-numbering'

export type PhoneParts = { countryCode: string; number: string }

/**
 * The optional phone of an account form, with its country code (spec §2, §3: default +357). `field` goes to
 * `PhoneFields`; `check` gives the inline error of a number that is not valid for the chosen country.
 */
export function useAccountPhone(initial: PhoneParts = { countryCode: DEFAULT_COUNTRY_CODE, number: '' }) {
  const t = useT()
  const numbering = usePhoneNumbering()
  const [countryCode, setCountryCode] = useState(initial.countryCode)
  const [phone, setPhone] = useState(initial.number)
  return {
    countryCode,
    /** The number without separators; '' when none was given. */
    number: compactPhone(phone),
    check: (): string | null =>
      isAccountPhoneValid(phone, countryCode, numbering) ? null : t('account.phoneInvalid'),
    field: { countryCode, onCountryCode: setCountryCode, phone, onPhone: setPhone },
  }
}
