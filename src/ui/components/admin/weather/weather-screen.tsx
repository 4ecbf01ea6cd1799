import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { weatherKeys } from '../../../queries/weather'
import { usePorts } from '../../../use-router-context'
import { useAdminId } from '../kit/use-admin-id'
import { InfoPage } from '../../info-page'
import { useBusinessFailure } from '../businesses/business-failure'
import { AdminTable } from '../kit/table'
import { SettledOutcome } from '../kit/outcome'
import { formatDateTime } from '../../../format/format'
import { weatherReadingsQuery } from '../businesses/queries'

/** The last reading of each city, and "Refresh now", which asks the provider at once and says how it went. */
export function WeatherScreen() {
  const t = useT()
  const failure = useBusinessFailure()
  const locale = useLocale()
  const adminId = useAdminId()
  const { adminBusinesses } = usePorts()
  const queryClient = useQueryClient()
  const readings = weatherReadingsQuery(adminBusinesses, adminId)
  const query = useQuery(readings)
  const [version, setVersion] = useState(0)
  const refresh = useMutation({
    mutationFn: () => adminBusinesses.refreshWeather(),
    onSettled: () => setVersion((v) => v + 1),
    onSuccess: async (fresh) => {
      queryClient.setQueryData(readings.queryKey, fresh)
      // The top bar's weather shows the new readings too.
      await queryClient.invalidateQueries({ queryKey: weatherKeys.current() })
    },
  })
  // The unit is written the locale's way (21,4 °C in Greek); the admin sees the reading as measured.
  const degrees = new Intl.NumberFormat(locale, { style: 'unit', unit: 'celsius', maximumFractionDigits: 1 })

  return (
    <InfoPage titleKey="adminWeather.title" introKey="adminWeather.intro" isWide>
      <p>
        <button
          type="button"
          className="button"
          disabled={refresh.isPending}
          onClick={() => refresh.mutate()}
        >
          {refresh.isPending ? t('adminWeather.refreshing') : t('adminWeather.refresh')}
        </button>
      </p>
      <SettledOutcome
        version={version}
        failure={refresh.isError ? t('adminWeather.refreshFailed', { reason: failure(refresh.error) }) : null}
        success={refresh.isSuccess ? t('adminWeather.refreshed', { count: refresh.data.length }) : null}
      />
      {query.isPending ? <p role="status">{t('adminWeather.loading')}</p> : null}
      {query.isError ? <p role="alert">{t('adminWeather.failed')}</p> : null}
      {query.data && query.data.length > 0 ? (
        <AdminTable
          caption={t('adminWeather.title')}
          columns={[
            t('adminWeather.city'),
            t('adminWeather.temperature'),
            t('adminWeather.observedAt'),
            t('adminWeather.source'),
          ]}
        >
          {query.data.map((r) => (
            <tr key={r.citySlug}>
              <td>{pickText(r.city, locale)}</td>
              <td>{degrees.format(r.temperature)}</td>
              <td>
                <time dateTime={r.observedAt}>{formatDateTime(r.observedAt, locale)}</time>
              </td>
              <td>{r.source}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      {query.data && query.data.length === 0 ? <p>{t('adminWeather.none')}</p> : null}
    </InfoPage>
  )
}
