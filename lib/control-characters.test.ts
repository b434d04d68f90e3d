import { describe, expect, it } from 'vitest'

import { hasControlCharacters } from './control-characters'

describe('hasControlCharacters', () => {
  it('finds C0 control characters and DEL anywhere in the text', () => {
    for (const text of [
      'a\u0000b',
      '\u0001',
      'tab\there',
      'line\nbreak',
      'end\r',
      'esc\u001b[0m',
      'del\u007f',
    ])
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true)
  })

  it('lets printable text pass, accents, quotes and emoji included', () => {
    for (const text of ['', 'Merkliste Werkstatt', 'Öl & Fett «Winter» 2026', 'naïve café', '🚗 5W-30'])
      expect(hasControlCharacters(text), text).toBe(false)
  })

  it('allows line breaks only where asked, nothing else', () => {
    expect(hasControlCharacters('Zeile 1\r\nZeile 2', { lineBreaks: true })).toBe(false)
    expect(hasControlCharacters('Zeile 1\tZeile 2', { lineBreaks: true })).toBe(true)
    expect(hasControlCharacters('a\u0000b', { lineBreaks: true })).toBe(true)
  })
})
