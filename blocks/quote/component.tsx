import { getTranslations } from 'next-intl/server'

import type { QuoteBlock as Data } from '@/cms/payload-types'
import { CmsPicture } from '@/components/picture/picture'
import { LazyCarousel } from '@/components/swiper/carousel.lazy.client'
import { toImageData } from '@/lib/media'

import { BlockSection } from '../section'
import { isValidQuote, validItems } from '../validity'
import styles from './quote.module.css'

type QuoteData = NonNullable<Data['quotes']>[number]

/** One quote; renders nothing without a text or a name. */
export function QuoteFigure({ quote }: { quote: QuoteData }) {
  if (!isValidQuote(quote)) return null
  const image = toImageData(quote.image)
  return (
    <figure className={styles.quote}>
      {image && (
        <CmsPicture
          image={{ ...image, alt: image.alt || quote.name || '' }}
          className={styles.portrait}
          ratio="1 / 1"
          sizes="8rem"
        />
      )}
      {quote.text && (
        <blockquote className={styles.text}>
          <p>{quote.text}</p>
        </blockquote>
      )}
      {quote.name && (
        <figcaption className={styles.caption}>
          <strong>{quote.name}</strong>
          {quote.jobTitle && <span>{quote.jobTitle}</span>}
        </figcaption>
      )}
    </figure>
  )
}

/** Quotes: one on its own, several as a slider; invalid ones are dropped. */
export async function QuoteBlock({ block }: { block: Data }) {
  const quotes = validItems(block.quotes, isValidQuote)
  if (!quotes.length) return null
  const t = await getTranslations('blocks.quote')
  return (
    <BlockSection type="quote" id={block.id}>
      {quotes.length === 1 ? (
        <QuoteFigure quote={quotes[0]!} />
      ) : (
        <LazyCarousel label={t('label')} preset="generic" navigationColor={block.navigationColor}>
          {quotes.map((quote) => (
            <QuoteFigure key={quote.id ?? quote.name ?? quote.text} quote={quote} />
          ))}
        </LazyCarousel>
      )}
    </BlockSection>
  )
}
