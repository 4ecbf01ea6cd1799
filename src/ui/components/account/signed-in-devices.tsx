import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { SignedInDevice } from '@domain/accounts/signed-in-device'
import { formatDateTime } from '../../format/format'
import { useLocale } from '../../i18n/use-locale'
import { useT, type TextKey } from '../../i18n/use-t'
import { deviceKeys, devicesQuery } from '../../queries/devices'
import { useSession } from '../../session/session-context'
import { usePorts } from '../../use-router-context'
import { FormMessage } from './form-field'

type Notice = { kind: 'success' | 'error'; key: TextKey; device: string }

/** Where the account is signed in, with a way to sign out any other device (a lost phone, a shared computer). */
export function SignedInDevices() {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const { accounts } = usePorts()
  const session = useSession()
  const queryClient = useQueryClient()
  const userId = session.user?.id ?? ''
  const devices = useQuery({ ...devicesQuery(accounts, userId), enabled: userId !== '' })
  const [notice, setNotice] = useState<Notice | null>(null)
  const signOut = useMutation({
    mutationFn: (device: SignedInDevice) => accounts.signOutDevice(device.id),
    onSuccess: (_, device) =>
      setNotice({ kind: 'success', key: 'devices.signedOut', device: nameOf(device) }),
    onError: (_, device) =>
      setNotice({ kind: 'error', key: 'devices.signOutFailed', device: nameOf(device) }),
    // Signed out or already gone: the list is asked for again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.list(userId) }),
  })
  const nameOf = (device: SignedInDevice) => device.device || t('devices.unknown')

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('devices.title')}</h2>
      <p>{t('devices.intro')}</p>
      {notice ? (
        <FormMessage kind={notice.kind}>{t(notice.key, { device: notice.device })}</FormMessage>
      ) : null}
      {devices.isPending && userId ? <p role="status">{t('devices.loading')}</p> : null}
      {devices.isError ? <FormMessage kind="error">{t('devices.failed')}</FormMessage> : null}
      {devices.data ? (
        <ul className="device-list" aria-labelledby={`${id}-title`}>
          {devices.data.map((device) => {
            const lastUsed = formatDateTime(device.lastUsedAt, locale)
            return (
              <li key={device.id} className="device-list__item">
                <span className="device-list__name">
                  {nameOf(device)}
                  {device.isCurrent ? <strong> ({t('devices.current')})</strong> : null}
                </span>
                <span className="device-list__when">{t('devices.lastUsed', { date: lastUsed })}</span>
                <span className="device-list__when">
                  {t('devices.signedIn', { date: formatDateTime(device.createdAt, locale) })}
                </span>
                {device.isCurrent ? null : (
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('devices.signOutLabel', { device: nameOf(device), date: lastUsed })}
                    disabled={signOut.isPending}
                    onClick={() => signOut.mutate(device)}
                  >
                    {t('devices.signOut')}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
