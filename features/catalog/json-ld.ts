import type { ProductDetail } from './server/detail'

export type JsonLdOffers = {
  lowPriceCents: number
  highPriceCents: number
  offerCount: number
  available: boolean
}
export type JsonLdRating = { average: number; count: number }

const absolute = (origin: string, url: string | undefined) =>
  url ? new URL(url, origin).toString() : undefined

/**
 * schema.org Product markup for a product page. Prices (offers) are only
 * passed for signed-in customers, so the public page never carries them.
 */
export function productJsonLd({
  product,
  origin,
  brand,
  offers,
  rating,
}: {
  product: ProductDetail
  origin: string
  brand: string
  offers?: JsonLdOffers | null
  rating?: JsonLdRating | null
}): Record<string, unknown> {
  const images = product.gallery
    .flatMap((item) => (item.kind === 'image' ? [absolute(origin, item.image.fallback)] : []))
    .filter(Boolean)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.productNumber,
    url: absolute(origin, product.url),
    description: product.description ?? product.subtitle ?? undefined,
    image: images.length ? images : undefined,
    brand: { '@type': 'Brand', name: brand },
    additionalProperty: [
      ...(product.viscosity
        ? [{ '@type': 'PropertyValue', name: 'Viscosity', value: product.viscosity }]
        : []),
      ...product.approvals.map((approval) => ({
        '@type': 'PropertyValue',
        name: 'Approval',
        value: approval,
      })),
    ],
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average.toFixed(1),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(offers
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'CHF',
            lowPrice: (offers.lowPriceCents / 100).toFixed(2),
            highPrice: (offers.highPriceCents / 100).toFixed(2),
            offerCount: offers.offerCount,
            availability: offers.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
  }
}

/** JSON for a <script type="application/ld+json"> (no "</script>" break-out). */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
