import type { ComponentType } from 'react'

import type { Page } from '@/cms/payload-types'

import { RichTextBlock } from './rich-text/component'

type PageBlock = NonNullable<Page['content']>[number]

/** blockType → renderer; one entry per block config (a test keeps them in step). */
export const blockRenderers: { [K in PageBlock['blockType']]: ComponentType<{ block: Extract<PageBlock, { blockType: K }> }> } = {
  richText: RichTextBlock,
}

export function RenderBlocks({ blocks }: { blocks: Page['content'] }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Renderer = blockRenderers[block.blockType] as ComponentType<{ block: PageBlock }> | undefined
        return Renderer ? <Renderer key={block.id ?? index} block={block} /> : null
      })}
    </>
  )
}
