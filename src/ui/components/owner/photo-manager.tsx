import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import type { OwnerPhotos } from '@domain/owners/owner-tools'
import { withinLimit } from '@domain/plans/plan-features'
import { REVIEW_PHOTO_TYPES } from '@domain/review/review-rules'
import { useT } from '../../i18n/use-t'
import { ownerKeys, ownerPhotosQuery, usePlanFeatures } from '../../queries/owner-tools'
import { usePorts } from '../../use-router-context'
import { OwnerFailure, OwnerLoadError, PlanLocked } from './kit/owner-feedback'

type Change =
  | { type: 'upload'; file: File }
  | { type: 'logo'; file: File }
  | { type: 'delete'; photoId: number }
  | { type: 'order'; photoIds: number[] }
  | { type: 'cover'; photoId: number }

/**
 * Upload, reorder (move up/down buttons, so the keyboard is enough), delete and choose the cover; the logo. The
 * plan's photo limit shows before it is reached; the server enforces it.
 */
export function PhotoManager({ businessId }: { businessId: number }) {
  const t = useT()
  const id = useId()
  const { ownerTools } = usePorts()
  const queryClient = useQueryClient()
  const features = usePlanFeatures(businessId)
  const { data, isError } = useQuery(ownerPhotosQuery(ownerTools, businessId))
  const listRef = useRef<HTMLUListElement>(null)

  const change = useMutation({
    mutationFn: (c: Change): Promise<OwnerPhotos> => {
      if (c.type === 'upload') return ownerTools.uploadPhoto(businessId, c.file)
      if (c.type === 'logo') return ownerTools.uploadLogo(businessId, c.file)
      if (c.type === 'delete') return ownerTools.deletePhoto(businessId, c.photoId)
      if (c.type === 'order') return ownerTools.reorderPhotos(businessId, c.photoIds)
      return ownerTools.setCover(businessId, c.photoId)
    },
    onSuccess: (photos) => queryClient.setQueryData(ownerKeys.photos(businessId), photos),
  })

  if (isError) return <OwnerLoadError />
  const photos = data?.photos ?? []
  const canAdd = withinLimit(features, 'max_images', photos.length + 1)
  const move = (index: number, by: -1 | 1, buttonId: string) => {
    const ids = photos.map((p) => p.id)
    const [moved] = ids.splice(index, 1)
    if (moved === undefined) return
    ids.splice(index + by, 0, moved)
    change.mutate(
      { type: 'order', photoIds: ids },
      // The moved photo's same button keeps the focus, so pressing it again keeps moving the photo.
      { onSuccess: () => requestAnimationFrame(() => document.getElementById(buttonId)?.focus()) },
    )
  }

  return (
    <section className="section panel owner-tools" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('photos.title')}</h2>
      <p id={`${id}-limit`}>{t('photos.limit', { count: photos.length, max: features.max_images })}</p>
      {canAdd ? (
        <>
          <PhotoInput
            id={`${id}-upload`}
            label={t('photos.add')}
            describedBy={`${id}-hint ${id}-limit`}
            isDisabled={change.isPending}
            onChoose={(file) => change.mutate({ type: 'upload', file })}
          />
          <p id={`${id}-hint`} className="field-hint">
            {t('photos.hint')}
          </p>
        </>
      ) : (
        <PlanLocked>{t('photos.limitReached', { max: features.max_images })}</PlanLocked>
      )}
      <p aria-live="polite" className="visually-hidden">
        {change.isPending ? t('photos.uploading') : change.isSuccess ? t('photos.saved') : ''}
      </p>
      <OwnerFailure error={change.error} />

      {photos.length === 0 ? (
        <p>{t('photos.none')}</p>
      ) : (
        <ul className="owner-photos" ref={listRef} tabIndex={-1}>
          {photos.map((photo, index) => {
            const n = index + 1
            return (
              <li key={photo.id} className="owner-photos__item">
                <img
                  src={photo.thumbUrl}
                  alt={t('photos.alt', { n })}
                  width={160}
                  height={120}
                  loading="lazy"
                />
                {photo.isCover && <strong className="owner-photos__cover">{t('photos.cover')}</strong>}
                <div className="owner-photos__actions">
                  <button
                    id={`${id}-up-${photo.id}`}
                    type="button"
                    className="button button--ghost"
                    disabled={index === 0 || change.isPending}
                    onClick={() => move(index, -1, `${id}-up-${photo.id}`)}
                  >
                    {t('photos.moveUp', { n })}
                  </button>
                  <button
                    id={`${id}-down-${photo.id}`}
                    type="button"
                    className="button button--ghost"
                    disabled={index === photos.length - 1 || change.isPending}
                    onClick={() => move(index, 1, `${id}-down-${photo.id}`)}
                  >
                    {t('photos.moveDown', { n })}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-pressed={photo.isCover}
                    disabled={change.isPending}
                    onClick={() => change.mutate({ type: 'cover', photoId: photo.id })}
                  >
                    {t('photos.makeCover', { n })}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={change.isPending}
                    onClick={() =>
                      change.mutate(
                        { type: 'delete', photoId: photo.id },
                        // The deleted photo's buttons are gone: the list keeps the focus nearby.
                        { onSuccess: () => listRef.current?.focus() },
                      )
                    }
                  >
                    {t('photos.delete', { n })}
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}

      <h3>{t('photos.logo')}</h3>
      {data?.logo && <img src={data.logo} alt={t('photos.logoAlt')} width={96} height={96} />}
      <PhotoInput
        id={`${id}-logo`}
        label={t('photos.logoUpload')}
        isDisabled={change.isPending}
        onChoose={(file) => change.mutate({ type: 'logo', file })}
      />
    </section>
  )
}

function PhotoInput({
  id,
  label,
  describedBy,
  isDisabled,
  onChoose,
}: {
  id: string
  label: string
  describedBy?: string
  isDisabled: boolean
  onChoose(file: File): void
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={REVIEW_PHOTO_TYPES.join(',')}
        disabled={isDisabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) onChoose(file)
          // The same file can be chosen again after a refusal.
          event.target.value = ''
        }}
      />
    </>
  )
}
