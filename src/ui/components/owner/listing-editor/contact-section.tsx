import { FormField } from '../../account/form-field'
import { PhoneFields } from '../../account/phone-fields'
import { useT } from '../../../i18n/use-t'
import type { SectionProps } from './section-props'

/** Phone with the country-code picker, email and website. */
export function ContactSection({ idPrefix, form, onChange }: SectionProps) {
  const t = useT()
  return (
    <fieldset className="listing-section">
      <legend>{t('listing.contact')}</legend>
      <PhoneFields
        id={`${idPrefix}-phone`}
        countryCode={form.countryCode}
        onCountryCode={(countryCode) => onChange({ countryCode })}
        phone={form.phoneNumber}
        onPhone={(phoneNumber) => onChange({ phoneNumber })}
      />
      <FormField
        id={`${idPrefix}-email`}
        label={t('listing.email')}
        type="email"
        maxLength={254}
        value={form.email ?? ''}
        onChange={(email) => onChange({ email })}
      />
      <FormField
        id={`${idPrefix}-website`}
        label={t('listing.website')}
        hint={t('listing.websiteHint')}
        type="url"
        maxLength={2048}
        value={form.website ?? ''}
        onChange={(website) => onChange({ website })}
      />
    </fieldset>
  )
}
