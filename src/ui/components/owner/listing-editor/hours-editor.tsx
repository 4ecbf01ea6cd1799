import { WEEKDAYS, type OpeningInterval, type Weekday } from '@domain/hours/opening-hours'
import { useT } from '../../../i18n/use-t'
import type { SectionProps } from './section-props'

/** A new shift starts as a usual working day; the owner changes the times. */
const NEW_SHIFT: OpeningInterval = { opens: '09:00', closes: '17:00' }

/** Hours per weekday, with as many shifts as a day needs (split days); a closing time before the opening runs past midnight. */
export function HoursEditor({ idPrefix, form, onChange }: SectionProps) {
  const t = useT()
  const setDay = (day: Weekday, shifts: OpeningInterval[]) => {
    const hours = { ...form.hours }
    if (shifts.length === 0) delete hours[day]
    else hours[day] = shifts
    onChange({ hours })
  }
  return (
    <fieldset className="listing-section">
      <legend>{t('listing.hours')}</legend>
      <p className="form-field__hint">{t('listing.hoursHint')}</p>
      {WEEKDAYS.map((day) => {
        const shifts = form.hours[day] ?? []
        const dayName = t(`day.${day}`)
        const update = (index: number, change: Partial<OpeningInterval>) =>
          setDay(
            day,
            shifts.map((s, i) => (i === index ? { ...s, ...change } : s)),
          )
        return (
          <div key={day} className="hours-day" role="group" aria-label={dayName}>
            <span className="hours-day__name">{dayName}</span>
            {shifts.length === 0 ? <span className="hours-day__closed">{t('hours.closed')}</span> : null}
            {shifts.map((shift, index) => {
              const id = `${idPrefix}-${day}-${index}`
              return (
                <span key={index} className="hours-shift">
                  <label htmlFor={`${id}-opens`}>{t('listing.opens')}</label>
                  <input
                    id={`${id}-opens`}
                    type="time"
                    value={shift.opens}
                    onChange={(e) => update(index, { opens: e.target.value })}
                  />
                  <label htmlFor={`${id}-closes`}>{t('listing.closes')}</label>
                  <input
                    id={`${id}-closes`}
                    type="time"
                    value={shift.closes}
                    onChange={(e) => update(index, { closes: e.target.value })}
                  />
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() =>
                      setDay(
                        day,
                        shifts.filter((_, i) => i !== index),
                      )
                    }
                  >
                    {t('listing.removeShift', { day: dayName, opens: shift.opens, closes: shift.closes })}
                  </button>
                </span>
              )
            })}
            <button
              type="button"
              className="button button--small"
              onClick={() => setDay(day, [...shifts, NEW_SHIFT])}
            >
              {t('listing.addShift', { day: dayName })}
            </button>
          </div>
        )
      })}
    </fieldset>
  )
}
