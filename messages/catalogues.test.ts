import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { catalogues, NAMESPACE_FOLDERS } from '.'

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
  return [prefix]
}

function values(value: unknown): string[] {
  if (value && typeof value === 'object') return Object.values(value).flatMap(values)
  return typeof value === 'string' ? [value] : []
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

  // The mode that shows recommended retail prices and blocks ordering has one
  // name per language: the header's toggle, the product page and the cart's
  // and checkout's messages all use it.
  it.each([
    ['de', 'Kundenmodus', /Händlermodus/i],
    ['fr', 'mode client', /mode revendeur/i],
    ['it', 'modalità cliente', /modalità rivenditore/i],
    ['en', 'customer mode', /retailer mode/i],
  ] as const)('%s calls the retailer mode by one name', (language, name, other) => {
    const texts = values(catalogues[language])
    expect(texts.filter((text) => other.test(text))).toEqual([])
    expect(catalogues[language].header.retailerMode.toLowerCase()).toBe(name.toLowerCase())
    const cart = JSON.stringify((catalogues[language] as unknown as { carts: unknown }).carts).toLowerCase()
    expect(cart).toContain(name.toLowerCase())
  })

  // ICU's # prints a count with the language's own grouping ("3'017"); plural
  // messages take the count formatted by lib/numbers (counted(): {n}) instead.
  it.each(['de', 'fr', 'it', 'en'] as const)('%s writes counts with {n}, never #', (language) => {
    const flat = (value: unknown, prefix = ''): [string, string][] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k))
        : typeof value === 'string'
          ? [[prefix, value]]
          : []
    const withPound = flat(catalogues[language]).filter(([, text]) => /plural,/.test(text) && /#/.test(text))
    expect(withPound.map(([key]) => key)).toEqual([])
    for (const [, text] of flat(catalogues[language]).filter(([, text]) => text.includes('{n}')))
      expect(text).toMatch(/\{count, plural,/)
  })

  it('keeps the exact German text for unknown errors', () => {
    expect(catalogues.de.auth.login.unknownError).toBe('Es ist ein unbekannter Fehler aufgetreten.')
  })
})
