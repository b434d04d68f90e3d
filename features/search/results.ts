import { applyFacets, type FacetKey, type FacetSelection } from '@/features/catalog/facets'

import type { SearchCategory, SearchProduct } from './types'

type GroupNode = { id: string | number; parentId: string | number | null; title: string }

/**
 * Narrows product hits to a product group (and its sub-groups) and the chosen
 * facet values, and describes the facets (the product list's rules) and the
 * groups among the hits with their counts under the chosen facets (the
 * answer's categories and filters).
 */
export function facetedHits(
  hits: SearchProduct[],
  nodes: GroupNode[],
  selection: { filters: FacetSelection; productGroupId: number | null },
  label: (key: FacetKey, value?: string) => string,
) {
  const childrenOf = (id: string | number) => nodes.filter((node) => String(node.parentId) === String(id))
  const subtree = (id: string | number): string[] => [
    String(id),
    ...childrenOf(id).flatMap((child) => subtree(child.id)),
  ]
  const group = selection.productGroupId == null ? null : new Set(subtree(selection.productGroupId))
  const { products, filters } = applyFacets(
    group ? hits.filter((hit) => group.has(String(hit.groupId))) : hits,
    selection.filters,
    label,
  )
  const counts = new Map<string, number>()
  for (const hit of applyFacets(hits, selection.filters, label).products)
    if (hit.groupId != null) counts.set(String(hit.groupId), (counts.get(String(hit.groupId)) ?? 0) + 1)
  const active = (id: string | number) => String(id) === String(selection.productGroupId)
  const categories: SearchCategory[] = nodes
    // The chosen group stays listed even when nothing in it matches any more.
    .filter((node) => counts.has(String(node.id)) || active(node.id))
    .map((node) => ({
      id: Number(node.id),
      title: node.title,
      count: counts.get(String(node.id)) ?? 0,
      active: active(node.id),
    }))
    .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title))
  return { products: products as SearchProduct[], filters, categories }
}
