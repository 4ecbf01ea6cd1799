import { useId, useState, type FormEvent } from 'react'
import { isValidAvatar } from '@domain/accounts/account-fields'
import { isNameValid } from '@domain/contact/contact-fields'
import { ApiError } from '@domain/errors'
import { isLocale, LOCALES, type Locale } from '@domain/i18n/localized-text'
import { DEFAULT_COUNTRY_CODE, splitStoredPhone } from '@domain/phone/split-phone'
import type { SessionUser } from '@domain/session/session-user'
import { useFieldErrors } from '../../forms/use-field-errors'
import { useAccountPhone } from '../../forms/use-account-phone'
import { useSubmission } from '../../forms/use-submission'
import { useT } from '../../i18n/use-t'
import { useSessionActions } from '../../session/session-actions'
import { usePorts } from '../../use-router-context'
import { NameField } from './account-fields'
import { CheckboxField, FailureMessage, FormField, FormMessage } from './form-field'
import { PhoneFields } from './phone-fields'
import { SubmitButton } from './submit-button'

/** Spec §5: a stored phone without its own code is split by the longest matching code, default +357. */
function phoneParts(user: SessionUser) {
  const split = splitStoredPhone(user.phone, user.countryCode)
  return { countryCode: split.countryCode || DEFAULT_COUNTRY_CODE, number: split.number }
}

/** Name, phone, picture, email language and marketing consent of the signed-in user. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const t = useT()
  const id = useId()
  const { accounts } = usePorts()
  const { updateUser, end } = useSessionActions()
  const [name, setName] = useState(user.name)
  const phone = useAccountPhone(phoneParts(user))
  const [avatar, setAvatar] = useState(user.avatar ?? '')
  const [language, setLanguage] = useState<Locale>(user.language ?? 'en')
  const [agreeMarketing, setAgreeMarketing] = useState(user.agreeMarketing ?? false)
  const { errors, check } = useFieldErrors()
  const save = useSubmission<void, { kind: 'saved' }>({
    send: async () => {
      updateUser(
        await accounts.updateProfile({
          name: name.trim(),
          phone: phone.number || null,
          countryCode: phone.countryCode,
          avatar: avatar.trim() || null,
          language,
          agreeMarketing,
        }),
      )
      return { kind: 'saved' }
    },
    fallback: 'profile.saveFailed',
    onFailure: (error, text) => {
      // The session ended elsewhere (password changed, account deleted): sign-in is needed again.
      if (error instanceof ApiError && error.status === 401) {
        end()
        return { kind: 'idle' }
      }
      return { kind: 'failed', text }
    },
  })
  const outcome = save.state
  const ids = { name: `${id}-name`, phone: `${id}-phone`, avatar: `${id}-avatar` }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = {
      [ids.name]: isNameValid(name) ? null : t('account.nameRequired'),
      [ids.phone]: phone.check(),
      [ids.avatar]: isValidAvatar(avatar) ? null : t('profile.avatarInvalid'),
    }
    if (check(found)) await save.submit()
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('profile.details')}</h2>
      <dl className="account-facts">
        <dt>{t('account.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('profile.accountType')}</dt>
        <dd>{t(`role.${user.role}`)}</dd>
      </dl>
      {outcome.kind === 'saved' ? <FormMessage kind="success">{t('profile.saved')}</FormMessage> : null}
      <FailureMessage state={outcome} />
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <NameField id={ids.name} value={name} onChange={setName} error={errors[ids.name]} />
        <PhoneFields id={ids.phone} {...phone.field} error={errors[ids.phone]} disabled={save.isSending} />
        <FormField
          id={ids.avatar}
          label={t('profile.avatar')}
          hint={t('profile.avatarHint')}
          type="url"
          inputMode="url"
          maxLength={2048}
          value={avatar}
          onChange={setAvatar}
          error={errors[ids.avatar]}
        />
        <div className="form-field">
          <label htmlFor={`${id}-language`} className="form-field__label">
            {t('profile.language')}
          </label>
          <select
            id={`${id}-language`}
            className="form-field__input"
            value={language}
            onChange={(event) => {
              if (isLocale(event.target.value)) setLanguage(event.target.value)
            }}
          >
            {LOCALES.map((option) => (
              <option key={option} value={option} lang={option}>
                {t(`language.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <CheckboxField
          id={`${id}-marketing`}
          label={t('account.marketing')}
          checked={agreeMarketing}
          onChange={setAgreeMarketing}
        />
        <SubmitButton isBusy={save.isSending} label={t('profile.save')} />
      </form>
    </section>
  )
}
