import { MAX_QUANTITY } from '../catalog/constants'

/** At most this many pasted lines in one quick order (the cart takes 200 lines). */
export const QUICK_ORDER_MAX_LINES = 200
/** The pasted text: at most this many characters. */
export const QUICK_ORDER_MAX_LENGTH = 10_000

/** A line that cannot be read: not "article number; quantity", a bad quantity, or a spreadsheet formula (files only). */
export type QuickOrderProblem = 'format' | 'count' | 'formula'
export type QuickOrderLine = { line: number; articleNumber: string; count: number }
export type QuickOrderParse = {
  lines: QuickOrderLine[]
  problems: { line: number; text: string; problem: QuickOrderProblem }[]
}

const ARTICLE = /^[A-Z0-9-]{3,30}$/

/**
 * Reads pasted quick-order lines "article number; quantity" (also with a
 * comma, a tab or spaces between, as spreadsheets and ERP exports paste
 * them; without a quantity it is 1). Empty lines are skipped; each other
 * line is either read or named as a problem with its line number (1-based).
 */
export function parseQuickOrder(text: string): QuickOrderParse {
  const lines: QuickOrderLine[] = []
  const problems: QuickOrderParse['problems'] = []
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim()
    if (!trimmed) return
    const line = index + 1
    const parts = trimmed.split(/\s*[;,\t]\s*|\s+/).filter(Boolean)
    const articleNumber = (parts[0] ?? '').toUpperCase()
    if (parts.length > 2 || !ARTICLE.test(articleNumber)) {
      problems.push({ line, text: trimmed, problem: 'format' })
      return
    }
    const quantity = parts[1] ?? '1'
    const count = /^\d{1,4}$/.test(quantity) ? Number(quantity) : NaN
    if (!Number.isInteger(count) || count < 1 || count > MAX_QUANTITY) {
      problems.push({ line, text: trimmed, problem: 'count' })
      return
    }
    lines.push({ line, articleNumber, count })
  })
  return { lines, problems }
}
