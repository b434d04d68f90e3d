import type { Block } from 'payload'

import { RichTextBlock } from './rich-text/config'

/** Every block editors can place on a page; the registry maps each to a renderer. */
export const pageBlocks: Block[] = [RichTextBlock]
