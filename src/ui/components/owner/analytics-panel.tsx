import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import {
  allowedPeriods,
  analyticsDepth,
  type AnalyticsCount,
  type AnalyticsPeriod,
} from '@domain/plans/analytics-depth'
import type { AnalyticsDay } from '@domain/owners/owner-tools'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { formatDate } from '../../format/format'
import { ownerAnalyticsQuery, usePlanFeatures } from '../../queries/owner-tools'
import { usePorts } from '../../use-router-context'
import { PlanLocked } from './kit/owner-feedback'
import { OwnerPanel } from './kit/owner-panel'

const CHART_WIDTH = 600
const CHART_HEIGHT = 160

/**
 * Visits and clicks per day: a bar chart per count (an image with a summary as its name) and the same numbers
 * as a table for screen readers and anyone who wants them. The periods offered are those the plan shows.
 */
export function AnalyticsPanel({ businessId }: { businessId: number }) {
  const t = useT()
  const id = useId()
  const { ownerTools } = usePorts()
  const features = usePlanFeatures(businessId)
  const periods = allowedPeriods(features)
  const [chosen, setChosen] = useState<AnalyticsPeriod>(7)
  const days = periods.includes(chosen) ? chosen : (periods[0] ?? 7)
  const { data, isError } = useQuery(ownerAnalyticsQuery(ownerTools, businessId, days))
  const depth = analyticsDepth(features)

  return (
    <OwnerPanel title={t('analytics.title')} isError={isError}>
      <label htmlFor={`${id}-period`}>{t('analytics.period')}</label>
      <select
        id={`${id}-period`}
        value={days}
        onChange={(event) => setChosen(periods.find((p) => String(p) === event.target.value) ?? 7)}
      >
        {periods.map((p) => (
          <option key={p} value={p}>
            {t('analytics.days', { days: p })}
          </option>
        ))}
      </select>
      {depth.maxDays < 90 && <PlanLocked>{t('analytics.locked', { days: depth.maxDays })}</PlanLocked>}
      {data && (
        <>
          {data.counts.map((count) => (
            <DayChart key={count} count={count} series={data.series} days={data.days} />
          ))}
          <AnalyticsTable counts={data.counts} series={data.series} />
        </>
      )}
    </OwnerPanel>
  )
}

function DayChart({ count, series, days }: { count: AnalyticsCount; series: AnalyticsDay[]; days: number }) {
  const t = useT()
  const values = series.map((d) => d[count])
  const max = Math.max(0, ...values)
  const total = values.reduce((sum, v) => sum + v, 0)
  const metric = t(`analytics.${count}`)
  const barWidth = CHART_WIDTH / Math.max(1, values.length)
  return (
    <figure className="analytics-chart">
      <figcaption aria-hidden="true">{metric}</figcaption>
      <svg
        role="img"
        aria-label={t('analytics.chartLabel', { metric, days, total, max })}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        width="100%"
        height={CHART_HEIGHT}
        preserveAspectRatio="none"
      >
        {values.map((value, i) => {
          const height = max === 0 ? 0 : (value / max) * (CHART_HEIGHT - 4)
          return (
            <rect
              key={series[i]?.date ?? i}
              x={i * barWidth + 1}
              y={CHART_HEIGHT - height}
              width={Math.max(1, barWidth - 2)}
              height={height}
              fill="currentColor"
            />
          )
        })}
      </svg>
    </figure>
  )
}

function AnalyticsTable({ counts, series }: { counts: AnalyticsCount[]; series: AnalyticsDay[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <details>
      <summary>{t('analytics.table')}</summary>
      <table>
        <caption className="visually-hidden">{t('analytics.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('analytics.date')}</th>
            {counts.map((count) => (
              <th key={count} scope="col">
                {t(`analytics.${count}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date, locale)}</th>
              {counts.map((count) => (
                <td key={count}>{day[count]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
