import { useSubmission, type SubmissionState } from '../../forms/use-submission'
import { useT, type TextKey } from '../../i18n/use-t'
import { FormMessage } from '../account/form-field'

type Sent = { kind: 'sent' }

/** Sending a quote request or a message: throttling and failures in the lead form's words. */
export function useInquirySubmission(send: () => Promise<void>) {
  return useSubmission<undefined, Sent>({
    send: async () => {
      await send()
      return { kind: 'sent' }
    },
    fallback: 'lead.failed',
    serverCodes: { RATE_LIMITED: 'lead.throttled' },
    network: 'error.network',
  })
}

/** The outcome of the last sending: an alert for a failure, a status once sent. */
export function InquiryOutcome({ state, sentKey }: { state: SubmissionState<Sent>; sentKey: TextKey }) {
  const t = useT()
  if (state.kind === 'failed')
    return <FormMessage kind="error">{t(state.text.key, state.text.values)}</FormMessage>
  if (state.kind === 'sent') return <FormMessage kind="success">{t(sentKey)}</FormMessage>
  return null
}
