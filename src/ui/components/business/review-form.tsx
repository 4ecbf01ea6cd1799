import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { failureCode } from '@domain/errors'
import { LOCALES, type Locale } from '@domain/i18n/localized-text'
import {
  MAX_REVIEW_PHOTOS,
  MAX_REVIEW_TEXT,
  MIN_REVIEW_TEXT,
  RATINGS,
  REVIEW_PHOTO_TYPES,
  photoProblem,
  reviewProblems,
  type ReviewProblem,
} from '@domain/review/review-rules'
import { useLocale } from '../../i18n/use-locale'
import { useT, type TextKey } from '../../i18n/use-t'
import { businessKeys } from '../../queries/businesses'
import { useSession } from '../../session/session-context'
import { usePorts } from '../../use-router-context'
import { StarIcon } from '../icons'
import { VoiceDictation } from '../voice/voice-dictation'

type ChosenPhoto = { file: File; previewUrl: string }

// The server refuses a review for several reasons; each gets its own translated message, not one generic failure.
const FAILURE_TEXT: Record<string, TextKey> = {
  'review.duplicate': 'reviewForm.error.duplicate',
  'review.photoRejected': 'reviewForm.error.photoRejected',
  'review.invalid': 'reviewForm.error.invalid',
  'review.signInRequired': 'reviewForm.error.signInRequired',
  network: 'error.network',
}

/** "Write a review" for signed-in visitors; the others get a link to sign in and come back here. */
export function ReviewForm({ businessId }: { businessId: number }) {
  const session = useSession()
  if (session.status === 'restoring') return null
  if (session.status !== 'signedIn' || !session.token) return <SignInToReview />
  return <WriteReview businessId={businessId} />
}

function SignInToReview() {
  const t = useT()
  const location = useLocation()
  return (
    <p className="review-form__sign-in">
      <Link to="/login" search={{ redirect: `${location.pathname}${location.searchStr}` }}>
        {t('reviewForm.signIn')}
      </Link>
    </p>
  )
}

function WriteReview({ businessId }: { businessId: number }) {
  const t = useT()
  const locale = useLocale()
  const { businesses } = usePorts()
  const queryClient = useQueryClient()
  const id = useId()
  const [rating, setRating] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [language, setLanguage] = useState<Locale>(locale)
  const [photos, setPhotos] = useState<ChosenPhoto[]>([])
  const [photoNotes, setPhotoNotes] = useState<string[]>([])
  const [problems, setProblems] = useState<ReviewProblem[]>([])
  const photosRef = useRef(photos)
  // The previews are object URLs: release them when the form goes away.
  useEffect(() => {
    photosRef.current = photos
  }, [photos])
  useEffect(() => () => photosRef.current.forEach((p) => URL.revokeObjectURL(p.previewUrl)), [])

  const mutation = useMutation({
    mutationFn: () =>
      businesses.writeReview(businessId, {
        rating: rating ?? 0,
        text: text.trim(),
        language,
        photos: photos.map((p) => p.file),
      }),
    onSuccess: async () => {
      photos.forEach((p) => URL.revokeObjectURL(p.previewUrl))
      setPhotos([])
      setText('')
      setRating(null)
      // The new review is listed first, and the rating and count change on every page that shows them.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.details }),
        queryClient.invalidateQueries({ queryKey: businessKeys.lists }),
      ])
    },
  })

  const choosePhotos = (files: FileList | null) => {
    const notes: string[] = []
    const accepted: ChosenPhoto[] = []
    for (const file of Array.from(files ?? [])) {
      const problem = photoProblem(file)
      if (problem) notes.push(t(`reviewForm.${problem}`, { name: file.name }))
      else if (photos.length + accepted.length >= MAX_REVIEW_PHOTOS)
        notes.push(t('reviewForm.tooManyPhotos', { max: MAX_REVIEW_PHOTOS }))
      else accepted.push({ file, previewUrl: URL.createObjectURL(file) })
    }
    setPhotoNotes([...new Set(notes)])
    setPhotos((current) => [...current, ...accepted])
  }
  const removePhoto = (index: number) => {
    const removed = photos[index]
    if (removed) URL.revokeObjectURL(removed.previewUrl)
    setPhotos((current) => current.filter((_, i) => i !== index))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = reviewProblems({ rating, text })
    setProblems(found)
    if (found.length === 0) mutation.mutate()
  }

  const failure = mutation.error ? failureCode(mutation.error, 'review.failed') : null
  const textHintId = `${id}-text-hint`
  const textErrorId = `${id}-text-error`
  return (
    <form className="review-form panel" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>{t('reviewForm.title')}</h3>
      <fieldset className="review-form__stars" aria-describedby={`${id}-rating-error`}>
        <legend>{t('reviewForm.rating')}</legend>
        {RATINGS.map((value) => (
          <label key={value} className="review-form__star">
            <input
              type="radio"
              name={`${id}-rating`}
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <span className="visually-hidden">{t('reviewForm.star', { count: value })}</span>
            <span aria-hidden="true" className={rating !== null && value <= rating ? 'is-on' : undefined}>
              <StarIcon />
            </span>
          </label>
        ))}
        <p id={`${id}-rating-error`} className="field-error">
          {problems.includes('ratingRequired') ? t('reviewForm.ratingRequired') : ''}
        </p>
      </fieldset>

      <label htmlFor={`${id}-text`}>{t('reviewForm.text')}</label>
      <textarea
        id={`${id}-text`}
        value={text}
        rows={5}
        maxLength={MAX_REVIEW_TEXT}
        lang={language}
        aria-invalid={problems.includes('textTooShort')}
        aria-describedby={`${textHintId} ${textErrorId}`}
        onChange={(event) => setText(event.target.value)}
      />
      <VoiceDictation value={text} onChange={setText} />
      <p id={textHintId} className="field-hint">
        {t('reviewForm.textHint', { min: MIN_REVIEW_TEXT, max: MAX_REVIEW_TEXT })}
      </p>
      <p id={textErrorId} className="field-error">
        {problems.includes('textTooShort') ? t('reviewForm.textTooShort', { min: MIN_REVIEW_TEXT }) : ''}
      </p>

      <label htmlFor={`${id}-language`}>{t('reviewForm.language')}</label>
      <select
        id={`${id}-language`}
        value={language}
        onChange={(event) => setLanguage(LOCALES.find((l) => l === event.target.value) ?? locale)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`reviewLanguage.${l}`)}
          </option>
        ))}
      </select>

      <label htmlFor={`${id}-photos`}>{t('reviewForm.photos')}</label>
      <input
        id={`${id}-photos`}
        type="file"
        accept={REVIEW_PHOTO_TYPES.join(',')}
        multiple
        disabled={photos.length >= MAX_REVIEW_PHOTOS}
        aria-describedby={`${id}-photos-hint`}
        onChange={(event) => {
          choosePhotos(event.target.files)
          event.target.value = ''
        }}
      />
      <p id={`${id}-photos-hint`} className="field-hint">
        {t('reviewForm.photosHint', { max: MAX_REVIEW_PHOTOS })}
      </p>
      {photoNotes.length > 0 && (
        <ul className="field-error" role="alert">
          {photoNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ul className="review-form__photos">
          {photos.map((photo, index) => (
            <li key={photo.previewUrl}>
              <img
                src={photo.previewUrl}
                alt={t('reviewForm.photoAlt', { n: index + 1 })}
                width={96}
                height={96}
              />
              <button type="button" className="button button--ghost" onClick={() => removePhoto(index)}>
                {t('reviewForm.removePhoto', { n: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}

      <div aria-live="polite">
        {mutation.isSuccess && (
          <p className="review-form__done">
            {t(mutation.data.review.status === 'held' ? 'review.held' : 'reviewForm.posted')}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="field-error">
          {t(FAILURE_TEXT[failure] ?? 'reviewForm.error.failed')}
        </p>
      )}
      <button type="submit" className="button" disabled={mutation.isPending}>
        {mutation.isPending ? t('reviewForm.submitting') : t('reviewForm.submit')}
      </button>
    </form>
  )
}
