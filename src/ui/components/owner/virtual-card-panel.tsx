import { useQuery } from '@tanstack/react-query'
import type { CardCode } from '@domain/owners/owner-tools'
import { useT } from '../../i18n/use-t'
import { cardCodesQuery } from '../../queries/owner-tools'
import { usePorts } from '../../use-router-context'
import { OwnerPanel } from './kit/owner-panel'

const PNG_SIZE = 1024

/** The virtual card's QR codes, each shown and downloadable as SVG (vector, for print) or PNG. */
export function VirtualCardPanel({ businessId }: { businessId: number }) {
  const t = useT()
  const { ownerTools } = usePorts()
  const { data, isError } = useQuery(cardCodesQuery(ownerTools, businessId))
  return (
    <OwnerPanel title={t('card.title')} isError={isError}>
      <p>{t('card.intro')}</p>
      {data &&
        (data.length === 0 ? (
          <p>{t('card.none')}</p>
        ) : (
          <ul className="card-codes">
            {data.map((code) => (
              <CodeItem key={code.kind} businessId={businessId} code={code} />
            ))}
          </ul>
        ))}
    </OwnerPanel>
  )
}

function CodeItem({ businessId, code }: { businessId: number; code: CardCode }) {
  const t = useT()
  const label = t(`card.qr.${code.kind}`)
  const svgUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.svg)}`
  const name = `business-${businessId}-${code.kind}`
  return (
    <li>
      <img src={svgUrl} alt={label} width={160} height={160} />
      <p>{label}</p>
      <a className="button button--ghost" href={svgUrl} download={`${name}.svg`}>
        {t('card.downloadSvg')}
      </a>{' '}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void downloadPng(svgUrl, `${name}.png`)}
      >
        {t('card.downloadPng')}
      </button>
    </li>
  )
}

// The server serves SVG only: the browser draws it onto a canvas at print size and saves that as PNG.
async function downloadPng(svgUrl: string, fileName: string): Promise<void> {
  const image = new Image()
  image.src = svgUrl
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = PNG_SIZE
  canvas.height = PNG_SIZE
  const context = canvas.getContext('2d')
  if (!context) return
  context.fillStyle = '#fff'
  context.fillRect(0, 0, PNG_SIZE, PNG_SIZE)
  context.drawImage(image, 0, 0, PNG_SIZE, PNG_SIZE)
  const link = document.createElement('a')
  link.href = canvas.toDataURL('image/png')
  link.download = fileName
  link.click()
}
