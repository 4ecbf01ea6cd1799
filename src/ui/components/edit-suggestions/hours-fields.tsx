import { WEEKDAYS, type Weekday } from '@domain/hours/opening-hours'
import type { DayDraft } from '@domain/edit-suggestions/suggestion-draft'
import { useT } from '../../i18n/use-t'

/** The week's hours as the visitor says they are: each day closed, or opening and closing times. */
export function HoursFields({
  days,
  formId,
  onChange,
}: {
  days: Record<Weekday, DayDraft>
  formId: string
  onChange: (days: Record<Weekday, DayDraft>) => void
}) {
  const t = useT()
  const set = (day: Weekday, patch: Partial<DayDraft>) =>
    onChange({ ...days, [day]: { ...days[day], ...patch } })
  return (
    <fieldset className="suggest-edit__hours">
      <legend>{t('suggestEdit.hoursLegend')}</legend>
      {WEEKDAYS.map((day) => {
        const label = t(`day.${day}`)
        const { isClosed, opens, closes } = days[day]
        return (
          <div key={day} className="suggest-edit__day">
            <label className="suggest-edit__closed">
              <input
                type="checkbox"
                checked={isClosed}
                onChange={(event) => set(day, { isClosed: event.target.checked })}
              />
              {t('suggestEdit.dayClosed', { day: label })}
            </label>
            {isClosed ? null : (
              <>
                <label htmlFor={`${formId}-${day}-opens`} className="visually-hidden">
                  {t('suggestEdit.opens', { day: label })}
                </label>
                <input
                  id={`${formId}-${day}-opens`}
                  type="time"
                  className="form-field__input"
                  value={opens}
                  onChange={(event) => set(day, { opens: event.target.value })}
                />
                <span aria-hidden="true">–</span>
                <label htmlFor={`${formId}-${day}-closes`} className="visually-hidden">
                  {t('suggestEdit.closes', { day: label })}
                </label>
                <input
                  id={`${formId}-${day}-closes`}
                  type="time"
                  className="form-field__input"
                  value={closes}
                  onChange={(event) => set(day, { closes: event.target.value })}
                />
              </>
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
