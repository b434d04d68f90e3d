import 'server-only'

/** What choosing a pack needs of an article. */
export type PackCandidate = { articleNumber: string; packSize: number; unit: string; orderable: boolean }

/** A pack size in litres; kilograms count as litres (greases), pieces cannot fill anything. */
export function packLitres(candidate: Pick<PackCandidate, 'packSize' | 'unit'>): number | null {
  switch (candidate.unit) {
    case 'L':
    case 'kg':
      return candidate.packSize
    case 'ml':
    case 'g':
      return candidate.packSize / 1000
    default:
      return null
  }
}

/**
 * The pack to offer for one fill: the smallest orderable article whose pack
 * size covers the fill quantity; when none does, the largest (the customer
 * orders several); without a fill quantity, the smallest.
 */
export function choosePack<T extends PackCandidate>(articles: T[], capacityLitres: number | null): T | null {
  const sized = articles.flatMap((article) => {
    const litres = article.orderable ? packLitres(article) : null
    return litres == null ? [] : [{ article, litres }]
  })
  if (!sized.length) return null
  sized.sort((a, b) => a.litres - b.litres)
  if (capacityLitres == null) return sized[0]!.article
  return (sized.find((entry) => entry.litres >= capacityLitres - 1e-9) ?? sized[sized.length - 1]!).article
}
