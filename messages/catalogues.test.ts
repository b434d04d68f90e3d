import { describe, expect, it } from 'vitest'

import de from './de.json'
import en from './en.json'
import fr from './fr.json'
import it_ from './it.json'

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
  return [prefix]
}

describe('message catalogues', () => {
  const source = keys(de).sort()
  it.each([
    ['fr', fr],
    ['it', it_],
    ['en', en],
  ])('%s has exactly the keys of the German source', (_name, catalogue) => {
    expect(keys(catalogue).sort()).toEqual(source)
  })
  it('keeps the exact German text of SPEC §8 for unknown errors', () => {
    expect(de.auth.login.unknownError).toBe('Es ist ein unbekannter Fehler aufgetreten.')
  })
})
