import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { pickText } from '@domain/i18n/localized-text'
import { formatDateTime } from '../../format/format'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { sentMessagesQuery } from '../../queries/owner-tools'
import { usePorts } from '../../use-router-context'

/** The messages the user sent to businesses, with the owners' answers (also mailed to them). */
export function BusinessMessages() {
  const t = useT()
  const id = useId()
  const locale = useLocale()
  const { ownerTools } = usePorts()
  const { data, isError } = useQuery(sentMessagesQuery(ownerTools))
  return (
    <section className="section panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('myMessages.title')}</h2>
      {isError && <p role="alert">{t('owner.error.load')}</p>}
      {data &&
        (data.length === 0 ? (
          <p>{t('myMessages.none')}</p>
        ) : (
          <ul className="sent-messages">
            {data.map((m) => {
              const business = pickText(m.businessName, locale)
              return (
                <li key={m.id}>
                  <h3>{business}</h3>
                  <p>
                    <strong>{t('myMessages.you')}</strong> · {formatDateTime(m.createdAt, locale)}
                  </p>
                  <p>{m.message}</p>
                  {m.answer ? (
                    <>
                      <p>
                        <strong>{t('myMessages.answer', { business })}</strong>
                      </p>
                      <p>{m.answer}</p>
                    </>
                  ) : (
                    <p>{t('myMessages.waiting')}</p>
                  )}
                </li>
              )
            })}
          </ul>
        ))}
    </section>
  )
}
