import { describe, expect, it } from 'vitest'

import type { PackSeed } from './catalog-data'
import {
  escapeXml,
  labelLines,
  LINE_COLOURS,
  packAlt,
  packArticleNumber,
  packPicture,
  packPictureFileName,
  packPictureSvg,
  packShape,
} from './product-images'
import { L } from './types'

const picture = (pack: PackSeed, name = 'Tribo Synth Pro 5W-30', grade: string | null = '5W-30') =>
  packPictureSvg({ name, grade, pack, colour: LINE_COLOURS.motor!, brand: '#003b7a' })
const shapeOf = (svg: string) => /data-shape="([a-z]+)"/.exec(svg)?.[1]

describe('pack pictures', () => {
  it('draws the same product and pack as the same picture', () => {
    expect(picture([5, 'L', 'canister'])).toBe(picture([5, 'L', 'canister']))
  })

  it('draws a container per pack: bottle, canister, 20 L canister, tin, pail, small and large drum, IBC, cartridge, spray can', () => {
    const packs: [PackSeed, string][] = [
      [[1, 'L', 'bottle'], 'bottle'],
      [[5, 'L', 'canister'], 'canister'],
      [[20, 'L', 'canister'], 'jerrycan'],
      [[1, 'kg', 'pail'], 'tin'],
      [[18, 'kg', 'pail'], 'pail'],
      [[60, 'L', 'drum'], 'keg'],
      [[208, 'L', 'drum'], 'drum'],
      [[1000, 'L', 'ibc'], 'ibc'],
      [[400, 'g', 'cartridge'], 'cartridge'],
      [[400, 'ml', 'spray'], 'spray'],
    ]
    for (const [pack, shape] of packs) {
      expect(packShape(pack), pack.join(' ')).toBe(shape)
      expect(shapeOf(picture(pack))).toBe(shape)
    }
    // Different packs of one product give different pictures.
    expect(new Set(packs.map(([pack]) => picture(pack))).size).toBe(packs.length)
  })

  it('prints the product name, the grade and the pack size on the label, in the line colour', () => {
    const svg = picture([4, 'L', 'canister'], 'Tribo Synth Eco 0W-20', '0W-20')
    expect(svg).toContain('>Synth Eco 0W-20<')
    expect(svg).toContain('>0W-20<')
    expect(svg).toContain('>4 L<')
    expect(svg).toContain(LINE_COLOURS.motor)
    // Another product line, another colour; another product, another label.
    expect(
      packPicture('tribo', 'grease', {
        name: 'Tribo Grease EP 2',
        grade: 'NLGI 2',
        pack: [400, 'g', 'cartridge'],
      }),
    ).toContain(LINE_COLOURS.grease)
    expect(picture([4, 'L', 'canister'], 'Tribo Synth Eco 5W-20', '5W-20')).not.toBe(svg)
  })

  it('escapes text, so a name cannot break out of the SVG', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;')
    const svg = picture([1, 'L', 'bottle'], 'Tribo <script>alert(1)</script> & Co', '<b>')
    expect(svg).not.toMatch(/<script|<b>/)
    expect(svg).toContain('&lt;script&gt;')
    expect(svg).toContain('&amp; Co')
  })

  it('stays light: a few kilobytes of SVG', () => {
    for (const pack of [
      [1, 'L', 'bottle'],
      [1000, 'L', 'ibc'],
      [400, 'ml', 'spray'],
    ] as PackSeed[]) {
      expect(Buffer.byteLength(picture(pack, 'Tribo Grease Lithium Complex NLGI 2', 'NLGI 2'))).toBeLessThan(
        4000,
      )
    }
  })

  it('wraps long names on at most two lines and cuts the rest', () => {
    expect(labelLines('Tribo Synth Pro 5W-30', 20)).toEqual(['Synth Pro 5W-30'])
    expect(labelLines('Tribo Grease Lithium Complex NLGI 2', 16)).toEqual([
      'Grease Lithium',
      'Complex NLGI 2',
    ])
    const cut = labelLines('Tribo Gear CLP Synth 320 extra long name', 10)
    expect(cut).toHaveLength(2)
    expect(cut[1]).toMatch(/…$/)
  })

  it('names files and alt texts after the pack', () => {
    expect(packArticleNumber('TRB-SYN-5W30-C3', [5, 'L', 'canister'])).toBe('TRB-SYN-5W30-C3-005L')
    expect(packPictureFileName('tribo', 'TRB-SYN-5W30-C3-005L')).toBe('tribo-pack-trb-syn-5w30-c3-005l.svg')
    expect(
      packAlt(L('Tribo Grease EP 2', 'Tribo Grease EP 2', 'Tribo Grease EP 2', 'Tribo Grease EP 2'), [
        400,
        'g',
        'cartridge',
      ]),
    ).toEqual({
      de: 'Tribo Grease EP 2, Kartusche 400 g',
      fr: 'Tribo Grease EP 2, cartouche 400 g',
      it: 'Tribo Grease EP 2, cartuccia 400 g',
      en: 'Tribo Grease EP 2, cartridge 400 g',
    })
  })
})
