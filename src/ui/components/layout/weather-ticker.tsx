import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { pickText } from '@domain/i18n/localized-text'
import { nextWeatherIndex, WEATHER_ROTATION_MS, wholeDegrees } from '@domain/weather/weather-rotation'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { weatherQuery } from '../../queries/weather'
import { usePorts } from '../../use-router-context'
import { SunIcon } from '../icons'

/** Spec §2: one city at a time as "City 23°C", rotating every 5000 ms. */
export function WeatherTicker() {
  const t = useT()
  const locale = useLocale()
  const { weather } = usePorts()
  const { data: readings, isPending, isError, isFetching, refetch } = useQuery(weatherQuery(weather))
  const [index, setIndex] = useState(0)
  const count = readings?.length ?? 0

  useEffect(() => {
    if (count <= 1) return
    const timer = setInterval(
      () => setIndex((current) => nextWeatherIndex(current, count)),
      WEATHER_ROTATION_MS,
    )
    return () => clearInterval(timer)
  }, [count])

  const reading = readings?.[index % Math.max(count, 1)]
  let text: string
  if (isPending) text = t('weather.loading')
  else if (isError) text = t('weather.unavailable')
  else if (!reading) text = t('weather.empty')
  else
    text = t('weather.reading', {
      city: pickText(reading.city, locale),
      temperature: wholeDegrees(reading.temperature),
    })

  return (
    <div className="weather-ticker">
      {/* A status region named "Current weather"; not live, so the rotation every 5 s is not announced each time. */}
      <p className="weather-ticker__status" role="status" aria-live="off" aria-label={t('weather.label')}>
        <SunIcon className="weather-ticker__icon" />
        <span>{text}</span>
      </p>
      {/* Spec §8: a failed fetch says so and can be tried again (also after a server render that had none). */}
      {isError ? (
        <>
          <span className="weather-ticker__failure">{t('weather.fetchFailed')}</span>
          <button
            type="button"
            className="weather-ticker__retry"
            disabled={isFetching}
            onClick={() => void refetch()}
          >
            {t('weather.retry')}
          </button>
        </>
      ) : null}
    </div>
  )
}
