import { useT } from '../../i18n/use-t'

/** An account form's submit button: says 'Working…' and is disabled while the form is being sent. */
export function SubmitButton({ isBusy, label }: { isBusy: boolean; label: string }) {
  const t = useT()
  return (
    <button type="submit" className="button" disabled={isBusy}>
      {isBusy ? t('account.working') : label}
    </button>
  )
}
