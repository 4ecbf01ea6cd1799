import { useReducer } from 'react'
import { closedViewer, photoViewerReducer } from '@/ui/components/business/photo-viewer-state'
import { useT } from '../../i18n/use-t'
import { ReportButton } from '../moderation/report-button'
import { useReportablePhotos } from '../moderation/use-reportable-photos'
import { PhotoViewer } from './photo-viewer'

/** The photo gallery; each photo opens the photo viewer at that photo. */
export function BusinessGallery({
  images,
  name,
  headingId,
  headingLevel = 2,
  businessId,
}: {
  images: readonly string[]
  name: string
  headingId: string
  headingLevel?: 2 | 3
  /** Given on the business page: its uploaded photos get a "Report" button. */
  businessId?: number
}) {
  const t = useT()
  const reportable = useReportablePhotos(businessId, images)
  const [viewer, send] = useReducer(photoViewerReducer, images.length, closedViewer)
  if (images.length === 0) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('business.photos')}</Heading>
      <ul className="gallery">
        {images.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              className="gallery__open"
              aria-label={t('business.openPhoto', { number: index + 1, total: images.length })}
              onClick={() => send({ type: 'viewer.open', index })}
            >
              <img
                src={src}
                alt={t('business.photoAlt', { number: index + 1, name })}
                loading="lazy"
                width={400}
                height={300}
              />
            </button>
            {reportable.has(src) ? (
              <ReportButton
                kind="photo"
                id={reportable.get(src) ?? 0}
                label={t('report.photoLabel', { number: index + 1 })}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <PhotoViewer state={viewer} send={send} images={images} name={name} />
    </section>
  )
}
