import { useEffect, useRef, useState } from 'react'
import { useT } from '../../../i18n/use-t'

/** Delete in two steps: the first press asks, the second (or Cancel) answers; the focus follows each step. */
export function ConfirmDelete({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  const t = useT()
  const [step, setStep] = useState<'idle' | 'asking' | 'cancelled'>('idle')
  const confirmRef = useRef<HTMLButtonElement>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (step === 'asking') confirmRef.current?.focus()
    if (step === 'cancelled') deleteRef.current?.focus()
  }, [step])
  if (step !== 'asking')
    return (
      <button
        ref={deleteRef}
        type="button"
        className="button-danger"
        aria-label={t('adminContent.deleteNamed', { name })}
        onClick={() => setStep('asking')}
      >
        {t('adminContent.delete')}
      </button>
    )
  return (
    <span role="group" aria-label={t('adminContent.confirmDelete', { name })} className="confirm-delete">
      <span>{t('adminContent.confirmDelete', { name })}</span>
      <button ref={confirmRef} type="button" className="button-danger" onClick={onConfirm}>
        {t('adminContent.confirmYes')}
      </button>
      <button type="button" onClick={() => setStep('cancelled')}>
        {t('adminContent.cancel')}
      </button>
    </span>
  )
}
