import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const TOP_LEVEL = [
  'app',
  'blocks',
  'components',
  'features',
  'lib',
  'cms',
  'scripts',
  'tests',
  'e2e',
  'bench',
  'styles',
]

/** The project paths a Markdown text names in backticks (`features/carts/queries.ts`), from a top-level folder. */
export function namedPaths(markdown: string): string[] {
  const found = new Set<string>()
  for (const [, quoted] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const candidate = quoted
      .replace(/[:,.;)]+$/, '')
      .split(/[:#]/)[0]
      .replace(/\/…$/, '')
    const [first] = candidate.split('/')
    if (!TOP_LEVEL.includes(first) || !candidate.includes('/')) continue
    // Patterns name no single file (`[…]` route segments are real folders).
    if (/[*{}<>…]|0N\./.test(candidate)) continue
    found.add(candidate)
  }
  return [...found]
}

const documents = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

describe('documentation', () => {
  it('finds the paths a text names', () => {
    expect(namedPaths('see `features/carts/queries.ts`, `lib/x.ts:12` and `server/list.ts`')).toEqual([
      'features/carts/queries.ts',
      'lib/x.ts',
    ])
  })

  it.each(documents)('%s names only files and folders that exist', (document) => {
    const missing = namedPaths(fs.readFileSync(path.join(root, document), 'utf8')).filter(
      // A module may be named as it is imported, without its extension (`lib/dates`).
      (named) => !['', '.ts', '.tsx', '.mjs'].some((ext) => fs.existsSync(path.join(root, named + ext))),
    )
    expect(missing).toEqual([])
  })
})
