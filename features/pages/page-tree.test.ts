import { describe, expect, it } from 'vitest'

import {
  buildBreadcrumbs,
  buildNavigationTree,
  buildPageNodes,
  findNodeByPath,
  type RawPage,
} from './page-tree'

const raw: RawPage[] = [
  { id: 1, title: 'Home', slug: 'home', isHome: true },
  { id: 2, title: 'Unternehmen', slug: 'unternehmen', navigationOrder: 1 },
  { id: 3, title: 'Geschichte', slug: 'geschichte', parent: 2 },
  { id: 4, title: 'Service', slug: 'service', parent: { id: 1 }, navigationOrder: 2 },
  { id: 5, title: 'Beratung', slug: 'beratung', parent: 4 },
  { id: 6, title: 'Intervalle', slug: 'intervalle', parent: 5 },
  { id: 7, title: 'Tiefer', slug: 'tiefer', parent: 6 },
  { id: 8, title: 'Waise', slug: 'waise', parent: 99 },
  { id: 9, title: 'A', slug: 'a', parent: 10 },
  { id: 10, title: 'B', slug: 'b', parent: 9 },
  { id: 11, title: 'Versteckt', slug: 'versteckt', showInNavigation: false },
]

describe('buildPageNodes', () => {
  const nodes = buildPageNodes(raw)
  it('joins slugs from the top and treats a child of the home page as top level', () => {
    expect(findNodeByPath(nodes, ['unternehmen', 'geschichte'])?.id).toBe(3)
    expect(findNodeByPath(nodes, ['service', 'beratung'])?.id).toBe(5)
  })
  it('serves the home page for the empty path', () => {
    expect(findNodeByPath(nodes, [])?.id).toBe(1)
  })
  it('leaves out pages with a missing parent or a cycle', () => {
    expect(nodes.map((n) => n.id)).not.toContain(8)
    expect(nodes.map((n) => n.id)).not.toContain(9)
    expect(nodes.map((n) => n.id)).not.toContain(10)
  })
  it('does not find the home page under its slug', () => {
    expect(findNodeByPath(nodes, ['home'])).toBeNull()
  })
})

describe('buildNavigationTree', () => {
  const tree = buildNavigationTree(buildPageNodes(raw), 'de-ch')
  it('lists top-level pages in editor order, without hidden ones', () => {
    expect(tree.map((e) => e.label)).toEqual(['Unternehmen', 'Service'])
  })
  it('stops at three levels', () => {
    const level3 = tree[1].pages[0].pages[0]
    expect(level3.label).toBe('Intervalle')
    expect(level3.pages).toEqual([])
  })
  it('prefixes uris with the locale', () => {
    expect(tree[0].pages[0].uri).toBe('/de-ch/unternehmen/geschichte')
  })
})

describe('buildBreadcrumbs', () => {
  it('lists ancestors and disables the current page', () => {
    const nodes = buildPageNodes(raw)
    const crumbs = buildBreadcrumbs(
      nodes,
      findNodeByPath(nodes, ['service', 'beratung', 'intervalle'])!,
      'fr-ch',
    )
    expect(crumbs.map((c) => [c.label, c.disabled])).toEqual([
      ['Service', false],
      ['Beratung', false],
      ['Intervalle', true],
    ])
    expect(crumbs[0].uri).toBe('/fr-ch/service')
  })
})
