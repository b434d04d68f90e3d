import { getTranslations } from 'next-intl/server'

import { formatBytes } from '@/lib/bytes'
import { formatDate, formatDateTime } from '@/lib/dates'
import { formatPrice } from '@/lib/money'

import { GallerySection } from './section'

const AMOUNTS = [0, 4990, 123456, 123_456_789]
const SIZES = [0, 1536, 1_234_567, 5 * 1024 ** 3]
const MOMENT = '2026-11-23T15:30:00Z'

/** The formatters with fixed inputs, rendered on the server. */
export async function FormatterDemo() {
  const t = await getTranslations('gallery')
  return (
    <GallerySection id="formatters" title={t('formatters.title')} hint={t('formatters.hint')}>
      <table className="gallery-table">
        <caption className="visually-hidden">{t('formatters.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('formatters.input')}</th>
            <th scope="col">{t('formatters.output')}</th>
          </tr>
        </thead>
        <tbody>
          {AMOUNTS.map((cents) => (
            <tr key={`m${cents}`}>
              <td>{t('formatters.cents', { cents: String(cents) })}</td>
              <td data-testid="money">{formatPrice(cents)}</td>
            </tr>
          ))}
          <tr>
            <td>{MOMENT}</td>
            <td>
              {formatDate(MOMENT)} · {formatDateTime(MOMENT)}
            </td>
          </tr>
          {SIZES.map((bytes) => (
            <tr key={`b${bytes}`}>
              <td>{t('formatters.bytes', { bytes: String(bytes) })}</td>
              <td>{formatBytes(bytes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </GallerySection>
  )
}
