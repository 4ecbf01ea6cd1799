import { useQuery } from '@tanstack/react-query'
import { vcardFileName } from '@domain/business/virtual-card'
import { useT } from '../../i18n/use-t'
import { virtualCardQuery } from '../../queries/businesses'
import { usePorts } from '../../use-router-context'

/**
 * Spec §3: the business's virtual card: "Save contact" downloads its vCard, and its QR code carries the same
 * card (or the page) to a phone. Nothing shows while it loads or when the business has none: it is an extra.
 */
export function SaveContact({ business }: { business: { id: number; slug: string } }) {
  const t = useT()
  const { businesses } = usePorts()
  const { data: card } = useQuery(virtualCardQuery(businesses, business.id))
  if (!card) return null
  return (
    <section className="save-contact" aria-label={t('business.virtualCard')}>
      <a
        className="button button--ghost save-contact__download"
        href={`data:text/vcard;charset=utf-8,${encodeURIComponent(card.vcard)}`}
        download={vcardFileName(business.slug)}
      >
        {t('business.saveContact')}
      </a>
      {card.qr ? (
        <img
          className="save-contact__qr"
          // An <img> never runs what an SVG holds, so the server's markup is shown as a picture only.
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(card.qr.svg)}`}
          alt={t(card.qr.kind === 'vcard' ? 'business.qrOfCard' : 'business.qrOfPage')}
          width={128}
          height={128}
        />
      ) : null}
    </section>
  )
}
