import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

import { sliceCycles, sliceGraph } from './layers.mjs'

const root = path.resolve(import.meta.dirname, '..')

describe('layers (eslint.config.mjs)', () => {
  let eslint: ESLint
  beforeAll(() => {
    eslint = new ESLint({ cwd: root })
  })

  /** The layer errors ESLint reports for `code` as if it were the file at `file`. */
  async function layerErrors(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
    return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message)
  }

  it.each([
    [
      'components/button/wrong.ts',
      "import { cartCount } from '@/features/carts/server/cart'\nexport const x = cartCount\n",
      'components/ is the UI kit',
    ],
    [
      'components/button/wrong.ts',
      "import { RenderBlocks } from '@/blocks/registry'\nexport const x = RenderBlocks\n",
      'components/ is the UI kit',
    ],
    [
      'lib/wrong.ts',
      "import { Button } from '@/components/button/button'\nexport const x = Button\n",
      'lib/ is the bottom layer',
    ],
    [
      'features/carts/wrong.ts',
      "import { SiteHeader } from '@/blocks/site-header/site-header'\nexport const x = SiteHeader\n",
      'features/ must not import blocks/',
    ],
    [
      'blocks/wrong.ts',
      "import Page from '@/app/(site)/[locale]/[[...slug]]/page'\nexport const x = Page\n",
      'blocks/ must not import app/',
    ],
    [
      'cms/collections/wrong.ts',
      "import { cartCount } from '../../features/carts/server/cart'\nexport const x = cartCount\n",
      'cms/ imports block configs',
    ],
    [
      'cms/collections/wrong.ts',
      "import { RenderBlocks } from '../../blocks/registry'\nexport const x = RenderBlocks\n",
      'cms/ imports block configs',
    ],
  ])('refuses an import against the layers in %s', async (file, code, message) => {
    const errors = await layerErrors(file, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(message)
  })

  it.each([
    [
      'features/carts/fine.ts',
      "import { Button } from '@/components/button/button'\nimport { formatPrice } from '@/lib/money'\nexport const x = [Button, formatPrice]\n",
    ],
    [
      'blocks/fine.ts',
      "import { cartCount } from '@/features/carts/server/cart'\nexport const x = cartCount\n",
    ],
    [
      'cms/collections/fine.ts',
      "import { CART_MAX_ENTRIES } from '../../features/carts/model'\nimport { pageBlocks } from '../../blocks/configs'\nimport { validateUrl } from '../../blocks/fields'\nexport const x = [CART_MAX_ENTRIES, pageBlocks, validateUrl]\n",
    ],
  ])('accepts an import down the layers in %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([])
  })
})

describe('feature slices', () => {
  it('import each other without cycles', () => {
    const graph = sliceGraph(root)
    expect(graph.size).toBeGreaterThan(30)
    const cycles = sliceCycles(graph).map((group) => group.join(' ↔ '))
    expect(cycles, 'run `node scripts/layers.mjs` to see the imports that close each cycle').toEqual([])
  })

  it('finds a cycle, also one round about', () => {
    const edges = (...to: string[]) => new Map(to.map((slice) => [slice, ['file : specifier']]))
    const graph = new Map([
      ['carts', edges('catalog')],
      ['catalog', edges('products')],
      ['products', edges('carts')],
      ['orders', edges('carts')],
    ])
    expect(sliceCycles(graph)).toEqual([['carts', 'catalog', 'products']])
    graph.set('products', edges())
    expect(sliceCycles(graph)).toEqual([])
  })
})
