/** Fields of blocks and groups that hold text visitors read (others hold links, ids, settings). */
const TEXT_KEYS = new Set([
  'title',
  'titleIntro',
  'subtitle',
  'headline',
  'subline',
  'text',
  'description',
  'quote',
  'author',
  'name',
  'label',
  'caption',
  'term',
  'definition',
  'question',
  'answer',
  'linkText',
  'buttonText',
])
/** Strings given directly (not inside a block) are text. */
const ROOT = '$root'
/** Strings that are settings, not prose: paths, addresses, colours, identifiers. */
const NOT_PROSE = /^(\/|https?:|mailto:|tel:|#[0-9a-f]{3,8}$)/i

/**
 * The readable text of CMS content for the search index: rich-text (Lexical)
 * text nodes and the text fields of blocks, arrays and groups, in document
 * order, whitespace collapsed.
 */
export function plainText(value: unknown): string {
  const out: string[] = []
  const walk = (node: unknown, key: string | null, depth: number) => {
    if (depth > 30 || node == null) return
    if (typeof node === 'string') {
      if (key && (key === ROOT || TEXT_KEYS.has(key)) && !NOT_PROSE.test(node)) out.push(node)
      return
    }
    if (Array.isArray(node)) {
      for (const item of node) walk(item, typeof item === 'string' ? key : null, depth + 1)
      return
    }
    if (typeof node !== 'object') return
    const record = node as Record<string, unknown>
    // A Lexical text node.
    if (record.type === 'text' && typeof record.text === 'string') {
      out.push(record.text)
      return
    }
    for (const [childKey, child] of Object.entries(record)) walk(child, childKey, depth + 1)
    // Paragraphs and headings end a sentence for the excerpt.
    if (record.type === 'paragraph' || record.type === 'heading' || record.type === 'listitem') out.push('\n')
  }
  walk(value, ROOT, 0)
  return out.join(' ').replace(/\s+/g, ' ').trim()
}
