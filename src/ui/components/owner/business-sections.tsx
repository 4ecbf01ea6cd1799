import { useState, type KeyboardEvent } from 'react'
import { useT } from '../../i18n/use-t'
import { OWNER_SECTIONS } from './owner-sections'

/** The chosen business's sections as tabs (arrow keys move between them, as the ARIA tabs pattern has it). */
export function BusinessSections({ businessId, name }: { businessId: number; name: string }) {
  const t = useT()
  const [current, setCurrent] = useState(OWNER_SECTIONS[0]?.id ?? '')
  const section = OWNER_SECTIONS.find((s) => s.id === current) ?? OWNER_SECTIONS[0]
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    const next = OWNER_SECTIONS[(index + step + OWNER_SECTIONS.length) % OWNER_SECTIONS.length]
    if (!next) return
    setCurrent(next.id)
    document.getElementById(`tab-${businessId}-${next.id}`)?.focus()
  }
  if (!section) return null
  const { Component } = section
  return (
    <section className="business-sections">
      <div role="tablist" aria-label={t('portal.sections', { name })} className="business-sections__tabs">
        {OWNER_SECTIONS.map((s, index) => (
          <button
            key={s.id}
            id={`tab-${businessId}-${s.id}`}
            type="button"
            role="tab"
            aria-selected={s.id === section.id}
            aria-controls={`panel-${businessId}`}
            tabIndex={s.id === section.id ? 0 : -1}
            onClick={() => setCurrent(s.id)}
            onKeyDown={(e) => move(e, index)}
          >
            {t(s.labelKey)}
          </button>
        ))}
      </div>
      <div
        id={`panel-${businessId}`}
        role="tabpanel"
        aria-labelledby={`tab-${businessId}-${section.id}`}
        className="business-sections__panel"
      >
        <Component businessId={businessId} />
      </div>
    </section>
  )
}
