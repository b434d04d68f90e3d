import { describe, expect, it } from 'vitest'

import { markActive } from '@/features/session/navigation'
import { assertArray } from '@/lib/assert-array'

import {
  buildProductLineNodes,
  buildProductLineTree,
  findProductLineByPath,
  svgDataUri,
} from './product-line-tree'

const raw = [
  {
    id: 1,
    title: 'Motorenöle',
    slug: 'motorenoele',
    parent: null,
    order: 0,
    icon: '<svg viewBox="0 0 24 24"><path d="M1 1"/></svg>',
    showOilFinderTeaser: true,
  },
  { id: 2, title: 'Personenwagen', slug: 'personenwagen', parent: 1, order: 0 },
  { id: 3, title: 'Vollsynthetisch', slug: 'vollsynthetisch', parent: 2, order: 0 },
  { id: 4, title: 'Tiefer', slug: 'tiefer', parent: 3, order: 0 },
  { id: 5, title: 'Fette', slug: 'fette', parent: null, order: 1, addSeparator: true },
  { id: 6, title: 'Verwaist', slug: 'verwaist', parent: 99, order: 0 },
]

describe('product lines as navigation entries', () => {
  const nodes = buildProductLineNodes(raw)

  it('builds up to three levels and drops broken or too deep entries', () => {
    expect(nodes.map((n) => n.path)).toEqual([
      'motorenoele',
      'motorenoele/personenwagen',
      'motorenoele/personenwagen/vollsynthetisch',
      'fette',
    ])
    const tree = buildProductLineTree(nodes, 'de-ch', 'de')
    expect(tree.map((e) => e.label)).toEqual(['Motorenöle', 'Fette'])
    expect(tree[0].pages[0].pages[0]).toMatchObject({
      label: 'Vollsynthetisch',
      uri: '/de-ch/produkte/motorenoele/personenwagen/vollsynthetisch',
      pages: [],
    })
  })

  it('gives lines an inline vector icon and the oil finder teaser flag, groups neither', () => {
    const [motor, fette] = buildProductLineTree(nodes, 'fr-ch', 'fr')
    expect(motor.iconImage).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/)
    expect(motor.showOilFinderTeaser).toBe(true)
    expect(motor.pages[0].iconImage).toBeNull()
    expect(motor.uri).toBe('/fr-ch/produits/motorenoele')
    expect(fette.class).toBe('add-separator')
    expect(svgDataUri(null)).toBeNull()
  })

  it('finds a line by its path and marks the way to the current page as active', () => {
    expect(findProductLineByPath(nodes, ['motorenoele', 'Personenwagen'])?.id).toBe(2)
    const tree = markActive(
      buildProductLineTree(nodes, 'de-ch', 'de'),
      '/de-ch/produkte/motorenoele/personenwagen/',
    )
    expect(tree[0].active).toBe(true)
    expect(tree[0].pages[0].active).toBe(true)
    expect(tree[0].pages[0].pages[0].active).toBe(false)
    expect(tree[1].active).toBe(false)
  })

  it('refuses lists that are not arrays with "The given payload is not of type Array."', () => {
    expect(() => assertArray({})).toThrow('The given payload is not of type Array.')
    expect(assertArray([1])).toEqual([1])
  })
})
