import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { catalogues, NAMESPACE_FOLDERS } from '.'

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
  return [prefix]
}

describe('message catalogues', () => {
  const source = keys(catalogues.de).sort()
  it.each(['fr', 'it', 'en'] as const)('%s has exactly the keys of the German source', (language) => {
    expect(keys(catalogues[language]).sort()).toEqual(source)
  })

  it('registers every namespace folder', () => {
    const folders = fs
      .readdirSync(path.dirname(new URL(import.meta.url).pathname), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'core')
      .map((d) => d.name)
      .sort()
    expect(folders).toEqual([...NAMESPACE_FOLDERS].sort())
  })

  it('keeps the exact German text of SPEC §8 for unknown errors', () => {
    expect(catalogues.de.auth.login.unknownError).toBe('Es ist ein unbekannter Fehler aufgetreten.')
  })
})
