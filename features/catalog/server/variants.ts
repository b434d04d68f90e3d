import 'server-only'

import { formatQuantity } from '@/lib/numbers'

import type { ProductTag } from '../constants'
import { isOrderable, priceInfo, scalesFor, type PriceViewer } from '../pricing'
import type { ArticleVariant } from '../types'
import type { CatalogArticle } from './articles'

/** "5 l", "0.4 kg", "1 000 l" with the unit in the caller's language (the number is the same in every language). */
export function packLabel(
  article: Pick<CatalogArticle, 'packSize' | 'unit'>,
  _locale: string,
  unitLabel: (unit: string) => string,
): string {
  return formatQuantity(article.packSize, unitLabel(article.unit))
}

/** An article as this viewer may see it (callers check first that the viewer sees prices at all). */
export function toVariant(
  article: CatalogArticle,
  viewer: PriceViewer,
  locale: string,
  unitLabel: (unit: string) => string,
): ArticleVariant {
  const priced = scalesFor(article, viewer)
  return {
    articleNumber: article.articleNumber,
    packSize: article.packSize,
    unit: article.unit,
    label: packLabel(article, locale, unitLabel),
    container: article.container ?? null,
    image: article.image,
    disabled: article.disabled,
    orderable: isOrderable(article, viewer),
    tags: (priced?.tags ?? []) as ProductTag[],
    priceInfo: priceInfo(article, viewer, 1),
  }
}
