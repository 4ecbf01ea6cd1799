import { useT } from '../../i18n/use-t'
import { CountryCodePicker } from '../phone/country-code-picker'
import { FormField } from './form-field'

/** The phone number with its country code picker (spec §2, §3: countryCode, default +357). */
export function PhoneFields({
  id,
  countryCode,
  onCountryCode,
  phone,
  onPhone,
  error,
  disabled,
}: {
  id: string
  countryCode: string
  onCountryCode(code: string): void
  phone: string
  onPhone(phone: string): void
  error?: string | null
  disabled?: boolean
}) {
  const t = useT()
  return (
    <div className="phone-fields">
      <div className="form-field phone-fields__code">
        <span className="form-field__label" id={`${id}-code-label`}>
          {t('account.countryCode')}
        </span>
        <CountryCodePicker
          id={`${id}-code`}
          value={countryCode}
          onChange={onCountryCode}
          label={t('account.countryCode')}
          disabled={disabled}
        />
      </div>
      <FormField
        id={id}
        label={t('account.phone')}
        // Only the national part, beside the country-code picker: HTML allows tel-national on a text input, not
        // on type="tel"; inputMode="tel" still brings up the phone keypad.
        type="text"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={32}
        value={phone}
        onChange={onPhone}
        error={error}
      />
    </div>
  )
}
