import { Link } from '@tanstack/react-router'
import { useId, useRef, useState, type FormEvent } from 'react'
import { CLAIM_CODE_LENGTH, needsCode, needsDocument, type Claim } from '@domain/claims/claim'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { FormField, FormMessage } from '../account/form-field'
import { claimFailure } from './claim-failure'

type Failure = ReturnType<typeof claimFailure>

/** The claimant's next step on one claim: the code, the document, or where it stands. */
export function ClaimProof({ claim, onChanged }: { claim: Claim; onChanged(claim: Claim): void }) {
  if (needsCode(claim)) return <ClaimCodeForm claim={claim} onChanged={onChanged} />
  if (needsDocument(claim)) return <ClaimDocumentForm claim={claim} onChanged={onChanged} />
  return <ClaimStanding claim={claim} />
}

function ClaimStanding({ claim }: { claim: Claim }) {
  const t = useT()
  if (claim.status === 'approved')
    return (
      <FormMessage kind="success">
        {t('claim.approved')} <Link to="/business-portal">{t('claim.toPortal')}</Link>
      </FormMessage>
    )
  if (claim.status === 'rejected')
    return (
      <FormMessage kind="error">{t('claim.rejected', { reason: claim.rejectionReason ?? '' })}</FormMessage>
    )
  return (
    <FormMessage kind="success">
      {claim.method === 'document' ? t('claim.uploaded') : t('claim.verified')}
    </FormMessage>
  )
}

function ClaimCodeForm({ claim, onChanged }: { claim: Claim; onChanged(claim: Claim): void }) {
  const t = useT()
  const id = useId()
  const { claims } = usePorts()
  const [code, setCode] = useState('')
  const [isBusy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [isResent, setResent] = useState(false)
  const run = async (action: () => Promise<Claim>, after?: () => void) => {
    setBusy(true)
    setFailure(null)
    setResent(false)
    try {
      onChanged(await action())
      after?.()
    } catch (error) {
      setFailure(claimFailure(error))
    } finally {
      setBusy(false)
    }
  }
  const verify = (event: FormEvent) => {
    event.preventDefault()
    void run(() => claims.verify(claim.id, code.trim()))
  }
  return (
    <form onSubmit={verify} className="claim-proof">
      <p>{t('claim.codeSent', { to: claim.sentTo ?? '' })}</p>
      <FormField
        id={`${id}-code`}
        label={t('claim.codeLabel')}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, CLAIM_CODE_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${CLAIM_CODE_LENGTH}}`}
        required
        error={failure ? t(failure.key, failure.values) : null}
      />
      {isResent ? <p role="status">{t('claim.resent')}</p> : null}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={isBusy}>
          {t('claim.verify')}
        </button>
        <button
          type="button"
          className="button"
          disabled={isBusy}
          onClick={() =>
            void run(
              () => claims.resend(claim.id),
              () => setResent(true),
            )
          }
        >
          {t('claim.resend')}
        </button>
      </div>
    </form>
  )
}

function ClaimDocumentForm({ claim, onChanged }: { claim: Claim; onChanged(claim: Claim): void }) {
  const t = useT()
  const id = useId()
  const { claims } = usePorts()
  const fileInput = useRef<HTMLInputElement>(null)
  const [isBusy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const upload = async (event: FormEvent) => {
    event.preventDefault()
    const file = fileInput.current?.files?.[0]
    if (!file) {
      setFailure({ key: 'claim.error.UNSUPPORTED_DOCUMENT_TYPE' })
      return
    }
    setBusy(true)
    setFailure(null)
    try {
      onChanged(await claims.uploadDocument(claim.id, file))
    } catch (error) {
      setFailure(claimFailure(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={upload} className="claim-proof">
      <div className="form-field">
        <label htmlFor={`${id}-document`} className="form-field__label">
          {t('claim.documentLabel')}
        </label>
        <input
          ref={fileInput}
          id={`${id}-document`}
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          aria-required="true"
        />
      </div>
      {failure ? <FormMessage kind="error">{t(failure.key, failure.values)}</FormMessage> : null}
      <button type="submit" className="button button--primary" disabled={isBusy}>
        {t('claim.upload')}
      </button>
    </form>
  )
}
