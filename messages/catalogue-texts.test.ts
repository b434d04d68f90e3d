import { describe, expect, it } from 'vitest'

import { catalogues } from '.'

type Tree = { [key: string]: string | Tree }

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  )
}

/**
 * The argument names of an ICU message (`{count, plural, one {# Frage} other {…}}`
 * → count), including those inside plural and select branches.
 */
function messageArguments(message: string): string[] {
  const names = new Set<string>()
  let i = 0
  const text = (): void => {
    while (i < message.length && message[i] !== '}') {
      if (message[i] === '{') argument()
      else i++
    }
  }
  const argument = (): void => {
    i++ // {
    const start = i
    while (i < message.length && !',}'.includes(message[i]!)) i++
    names.add(message.slice(start, i).trim())
    if (message[i] === '}') {
      i++
      return
    }
    i++ // ,
    const typeStart = i
    while (i < message.length && !',}'.includes(message[i]!)) i++
    const type = message.slice(typeStart, i).trim()
    if (message[i] === '}') {
      i++
      return
    }
    i++ // ,
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      // Options: `selector {message}` until the closing brace of the argument.
      while (i < message.length && message[i] !== '}') {
        if (message[i] === '{') {
          i++
          text()
          i++ // } of the option
        } else i++
      }
      i++
    } else {
      // A style (`{price, number, ::currency/CHF}`): skip to the closing brace.
      while (i < message.length && message[i] !== '}') i++
      i++
    }
  }
  text()
  return [...names].filter(Boolean).sort()
}

describe('the texts of the catalogues', () => {
  const german = new Map(entries(catalogues.de as unknown as Tree))

  it.each(['de', 'fr', 'it', 'en'] as const)('%s has no empty text', (language) => {
    const empty = entries(catalogues[language] as unknown as Tree)
      .filter(([, text]) => text.trim() === '')
      .map(([key]) => key)
    expect(empty).toEqual([])
  })

  it.each(['fr', 'it', 'en'] as const)('%s uses the same placeholders as the German text', (language) => {
    const different = entries(catalogues[language] as unknown as Tree)
      .filter(
        ([key, text]) =>
          german.has(key) && messageArguments(text).join() !== messageArguments(german.get(key)!).join(),
      )
      .map(
        ([key, text]) =>
          `${key}: ${messageArguments(text).join(', ') || '–'} (de: ${messageArguments(german.get(key)!).join(', ') || '–'})`,
      )
    expect(different).toEqual([])
  })

  it('reads the placeholders of plain, formatted, plural and select texts', () => {
    expect(messageArguments('Zeile {line} («{text}»)')).toEqual(['line', 'text'])
    expect(
      messageArguments('{count, plural, =0 {Keine Frage} one {# Frage} other {# Fragen zu {term}}}'),
    ).toEqual(['count', 'term'])
    expect(
      messageArguments('{kind, select, car {Auto} other {Fahrzeug}} für {price, number, ::currency/CHF}'),
    ).toEqual(['kind', 'price'])
    expect(messageArguments('Ohne Platzhalter.')).toEqual([])
  })
})
