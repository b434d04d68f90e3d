import { ADD_SEPARATOR_CLASS, NAVIGATION_DEPTH } from '@/features/session/navigation'
import type { Breadcrumb, NavigationEntry } from '@/features/session/types'

/** One page of a tenant's tree in one language, with its full path. */
export type PageNode = {
  id: string | number
  title: string
  slug: string
  parentId: string | number | null
  isHome: boolean
  showInNavigation: boolean
  order: number
  /** Slugs from the top, joined by '/'; '' for the home page. */
  path: string
  target: '_self' | '_blank'
  addSeparator: boolean
}

export type RawPage = {
  id: string | number
  title?: string | null
  slug?: string | null
  parent?: string | number | { id: string | number } | null
  isHome?: boolean | null
  showInNavigation?: boolean | null
  navigationOrder?: number | null
  navigationTarget?: string | null
  addSeparator?: boolean | null
}

const idOf = (v: RawPage['parent']) => (v && typeof v === 'object' ? v.id : (v ?? null))

/** Computes every page's path; pages whose chain is broken or cyclic are left out. */
export function buildPageNodes(raw: RawPage[]): PageNode[] {
  const byId = new Map(raw.map((p) => [String(p.id), p]))
  const paths = new Map<string, string | null>()
  const pathOf = (page: RawPage, seen: Set<string>): string | null => {
    const key = String(page.id)
    if (paths.has(key)) return paths.get(key) ?? null
    if (page.isHome) return ''
    if (!page.slug || seen.has(key)) return null
    seen.add(key)
    const parentId = idOf(page.parent)
    let result: string | null
    if (parentId == null) result = page.slug
    else {
      const parent = byId.get(String(parentId))
      const parentPath = parent ? pathOf(parent, seen) : null
      result = parentPath == null ? null : parentPath ? `${parentPath}/${page.slug}` : page.slug
    }
    paths.set(key, result)
    return result
  }
  return raw.flatMap((p) => {
    const path = pathOf(p, new Set())
    if (path == null) return []
    return [
      {
        id: p.id,
        title: p.title ?? '',
        slug: p.slug ?? '',
        parentId: idOf(p.parent),
        isHome: !!p.isHome,
        showInNavigation: p.showInNavigation !== false,
        order: p.navigationOrder ?? 0,
        path,
        target: p.navigationTarget === '_blank' ? ('_blank' as const) : ('_self' as const),
        addSeparator: !!p.addSeparator,
      },
    ]
  })
}

export function findNodeByPath(nodes: PageNode[], segments: string[]): PageNode | null {
  const path = segments.map((s) => s.toLowerCase()).join('/')
  if (path === '') return nodes.find((n) => n.isHome) ?? null
  return nodes.find((n) => !n.isHome && n.path === path) ?? null
}

export const pageUri = (locale: string, node: Pick<PageNode, 'path'>) =>
  node.path ? `/${locale}/${node.path}` : `/${locale}`

const byOrder = (a: PageNode, b: PageNode) => a.order - b.order || a.title.localeCompare(b.title)

/** The CMS page tree as navigation entries, up to three levels. */
export function buildNavigationTree(nodes: PageNode[], locale: string): NavigationEntry[] {
  const home = nodes.find((n) => n.isHome)
  const childrenOf = (parentId: string | number | null) =>
    nodes
      .filter((n) => !n.isHome && n.showInNavigation)
      .filter((n) =>
        parentId == null
          ? n.parentId == null || (home != null && String(n.parentId) === String(home.id))
          : String(n.parentId) === String(parentId),
      )
      .sort(byOrder)
  const toEntry = (node: PageNode, depth: number): NavigationEntry => ({
    label: node.title,
    uri: pageUri(locale, node),
    pages: depth < NAVIGATION_DEPTH ? childrenOf(node.id).map((c) => toEntry(c, depth + 1)) : [],
    active: false,
    target: node.target,
    class: node.addSeparator ? ADD_SEPARATOR_CLASS : null,
    iconImage: null,
    showOilFinderTeaser: false,
  })
  return childrenOf(null).map((n) => toEntry(n, 1))
}

/** Ancestors and the page itself; the page is the disabled last item. The home link is the trail's start. */
export function buildBreadcrumbs(nodes: PageNode[], node: PageNode, locale: string): Breadcrumb[] {
  if (node.isHome) return []
  const byId = new Map(nodes.map((n) => [String(n.id), n]))
  const trail: PageNode[] = []
  let current: PageNode | undefined = node
  while (current && !current.isHome && trail.length < 20) {
    trail.unshift(current)
    current = current.parentId == null ? undefined : byId.get(String(current.parentId))
  }
  return trail.map((n) => ({ label: n.title, uri: pageUri(locale, n), disabled: n.id === node.id }))
}
