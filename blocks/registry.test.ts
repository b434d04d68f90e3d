import { describe, expect, it } from 'vitest'

import { pageBlocks } from './configs'
import { blockRenderers } from './registry'

describe('block registry', () => {
  it('has a renderer for every block config editors can use', () => {
    for (const block of pageBlocks) expect(blockRenderers).toHaveProperty(block.slug)
  })
  it('has no renderer without a block config', () => {
    expect(Object.keys(blockRenderers).sort()).toEqual(pageBlocks.map((b) => b.slug).sort())
  })
})
