import { ADD_SEPARATOR_CLASS, NAVIGATION_DEPTH } from '@/features/session/navigation'
import type { NavigationEntry } from '@/features/session/types'
import type { ContentLanguage } from '@/lib/i18n/locales'

/** The first path segment of product-line pages, per language: /de-ch/produkte/motorenoele. */
export const PRODUCTS_SEGMENT: Record<ContentLanguage, string> = {
  de: 'produkte',
  fr: 'produits',
  it: 'prodotti',
  en: 'products',
}

/** One product line or group in one language. */
export type ProductLineNode = {
  id: string | number
  title: string
  slug: string
  parentId: string | number | null
  order: number
  icon: string | null
  showOilFinderTeaser: boolean
  addSeparator: boolean
  /** Slugs from the line down, joined by '/'. */
  path: string
}

export type RawProductLine = {
  id: string | number
  title?: string | null
  slug?: string | null
  parent?: string | number | { id: string | number } | null
  order?: number | null
  icon?: string | null
  showOilFinderTeaser?: boolean | null
  addSeparator?: boolean | null
}

const idOf = (v: RawProductLine['parent']) => (v && typeof v === 'object' ? v.id : (v ?? null))

/** Computes each line's path; entries with a broken or cyclic parent chain, or deeper than three levels, are left out. */
export function buildProductLineNodes(raw: RawProductLine[]): ProductLineNode[] {
  const byId = new Map(raw.map((r) => [String(r.id), r]))
  const pathOf = (line: RawProductLine): string | null => {
    const slugs: string[] = []
    let current: RawProductLine | undefined = line
    const seen = new Set<string>()
    while (current) {
      if (!current.slug || seen.has(String(current.id)) || slugs.length >= NAVIGATION_DEPTH) return null
      seen.add(String(current.id))
      slugs.unshift(current.slug)
      const parentId = idOf(current.parent)
      if (parentId == null) break
      current = byId.get(String(parentId))
      if (!current) return null
    }
    return slugs.join('/')
  }
  return raw.flatMap((r) => {
    const path = pathOf(r)
    if (path == null) return []
    return [
      {
        id: r.id,
        title: r.title ?? '',
        slug: r.slug ?? '',
        parentId: idOf(r.parent),
        order: r.order ?? 0,
        icon: r.icon ?? null,
        showOilFinderTeaser: !!r.showOilFinderTeaser,
        addSeparator: !!r.addSeparator,
        path,
      },
    ]
  })
}

/** An inline SVG as a data URI (a navigation entry's iconImage). */
export function svgDataUri(svg: string | null): string | null {
  if (!svg) return null
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.trim())}`
}

export function productLineUri(
  locale: string,
  language: ContentLanguage,
  node: Pick<ProductLineNode, 'path'>,
): string {
  return `/${locale}/${PRODUCTS_SEGMENT[language]}/${node.path}`
}

/** Product lines as navigation entries, up to three levels. Only lines carry icons. */
export function buildProductLineTree(
  nodes: ProductLineNode[],
  locale: string,
  language: ContentLanguage,
): NavigationEntry[] {
  const childrenOf = (parentId: string | number | null) =>
    nodes
      .filter((n) => (parentId == null ? n.parentId == null : String(n.parentId) === String(parentId)))
      .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
  const toEntry = (node: ProductLineNode, depth: number): NavigationEntry => ({
    label: node.title,
    uri: productLineUri(locale, language, node),
    pages: depth < NAVIGATION_DEPTH ? childrenOf(node.id).map((c) => toEntry(c, depth + 1)) : [],
    active: false,
    target: '_self',
    class: node.addSeparator ? ADD_SEPARATOR_CLASS : null,
    iconImage: depth === 1 ? svgDataUri(node.icon) : null,
    showOilFinderTeaser: depth === 1 && node.showOilFinderTeaser,
  })
  return childrenOf(null).map((n) => toEntry(n, 1))
}

export function findProductLineByPath(nodes: ProductLineNode[], segments: string[]): ProductLineNode | null {
  const path = segments.map((s) => s.toLowerCase()).join('/')
  return nodes.find((n) => n.path === path) ?? null
}
