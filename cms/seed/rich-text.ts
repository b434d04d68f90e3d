import type { RichTextBlock } from '../payload-types'

/**
 * Builds Lexical editor state (the JSON Payload's rich-text field stores) from
 * a tiny DSL: `richText([h2('Title'), p('Text'), ul(['one', 'two'])])`.
 */
export type LexicalContent = RichTextBlock['content']

export type TextNode = {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}

type ElementBase = {
  format: ''
  indent: 0
  version: 1
  direction: 'ltr'
}

export type ParagraphNode = ElementBase & {
  type: 'paragraph'
  textFormat: 0
  textStyle: ''
  children: TextNode[]
}

export type HeadingNode = ElementBase & {
  type: 'heading'
  tag: 'h2' | 'h3'
  children: TextNode[]
}

export type ListItemNode = ElementBase & {
  type: 'listitem'
  value: number
  children: TextNode[]
}

export type ListNode = ElementBase & {
  type: 'list'
  listType: 'bullet' | 'number'
  tag: 'ul' | 'ol'
  start: 1
  children: ListItemNode[]
}

export type BlockNode = ParagraphNode | HeadingNode | ListNode

const element = (): ElementBase => ({ format: '', indent: 0, version: 1, direction: 'ltr' })

/** Lexical text format bit flags. (Node shapes are `type`s, not interfaces, so they fit Payload's index-signature JSON type.) */
export const TEXT_FORMAT = { bold: 1, italic: 2 } as const

export function text(value: string, format = 0): TextNode {
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

export function p(value: string): ParagraphNode {
  return { type: 'paragraph', ...element(), textFormat: 0, textStyle: '', children: [text(value)] }
}

export function h2(value: string): HeadingNode {
  return { type: 'heading', tag: 'h2', ...element(), children: [text(value)] }
}

export function h3(value: string): HeadingNode {
  return { type: 'heading', tag: 'h3', ...element(), children: [text(value)] }
}

function list(items: readonly string[], listType: ListNode['listType']): ListNode {
  return {
    type: 'list',
    listType,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    start: 1,
    ...element(),
    children: items.map((item, index) => ({
      type: 'listitem',
      value: index + 1,
      ...element(),
      children: [text(item)],
    })),
  }
}

export const ul = (items: readonly string[]): ListNode => list(items, 'bullet')
export const ol = (items: readonly string[]): ListNode => list(items, 'number')

export function richText(children: BlockNode[]): LexicalContent {
  return { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children } }
}

/** Plain text of a Lexical document (for tests and summaries). */
export function plainText(content: LexicalContent): string {
  const walk = (node: { text?: unknown; children?: unknown }): string =>
    typeof node.text === 'string'
      ? node.text
      : Array.isArray(node.children)
        ? node.children.map(walk).join(' ')
        : ''
  return walk(content.root)
}
