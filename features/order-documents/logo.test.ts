import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { THEMES } from '@/lib/tenancy/themes'

import { logoWidth, multiply, parseLogo, parseTransform } from './logo'

const close = (actual: readonly number[], expected: number[]) =>
  actual.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 6))

describe('logo transforms', () => {
  it('reads translate, scale, skew, rotate and matrix, applied left to right', () => {
    close(parseTransform('translate(48 8) scale(0.3)')!, [0.3, 0, 0, 0.3, 48, 8])
    close(parseTransform('translate(10,5)')!, [1, 0, 0, 1, 10, 5])
    close(parseTransform('scale(2 3)')!, [2, 0, 0, 3, 0, 0])
    close(parseTransform('skewX(45)')!, [1, 0, 1, 1, 0, 0])
    close(parseTransform('rotate(90)')!, [0, 1, -1, 0, 0, 0])
    close(parseTransform('matrix(1 2 3 4 5 6)')!, [1, 2, 3, 4, 5, 6])
    close(parseTransform(undefined)!, [1, 0, 0, 1, 0, 0])
  })

  it('refuses what it cannot read', () => {
    expect(parseTransform('perspective(3)')).toBeNull()
    expect(parseTransform('translate(1 2 3)')).toBeNull()
    expect(parseTransform('garbage')).toBeNull()
  })

  it('composes a child inside its parent', () => {
    // A point (1, 0) moved by translate(10 0) inside scale(2): (2 + 20, 0).
    const m = multiply([2, 0, 0, 2, 0, 0], [1, 0, 0, 1, 10, 0])
    expect(m[0] * 1 + m[2] * 0 + m[4]).toBe(22)
  })
})

describe('the brand logos', () => {
  it.each(THEMES)('logo %s reads as filled and stroked paths', (theme) => {
    const svg = fs.readFileSync(path.join(process.cwd(), 'public/images/logos', `${theme}.svg`), 'utf8')
    const logo = parseLogo(svg)
    expect(logo).not.toBeNull()
    expect(logo!.paths.length).toBeGreaterThan(3)
    expect(logo!.paths.some((p) => p.fill && !p.stroke)).toBe(true)
    expect(logo!.paths.some((p) => p.stroke && !p.fill)).toBe(true)
    expect(logoWidth(logo!, 48)).toBeCloseTo(logo!.viewBox[2], 6)
  })

  it('keeps inherited paint and transforms of groups', () => {
    const logo = parseLogo(
      '<svg viewBox="0 0 10 10"><title>T</title><g fill="#abc" transform="translate(2 0)"><path d="M0 0h1v1z"></path><g stroke="#000" stroke-width="3" fill="none"><path d="M0 0L1 1"/></g></g></svg>',
    )!
    expect(logo.viewBox).toEqual([0, 0, 10, 10])
    expect(logo.paths).toHaveLength(2)
    expect(logo.paths[0]).toMatchObject({ fill: '#aabbcc', stroke: null, matrix: [1, 0, 0, 1, 2, 0] })
    expect(logo.paths[1]).toMatchObject({ fill: null, stroke: '#000000', strokeWidth: 3 })
  })

  it('answers null for anything beyond paths in groups', () => {
    expect(parseLogo('<svg viewBox="0 0 10 10"><text>Tribo</text></svg>')).toBeNull()
    expect(parseLogo('<svg viewBox="0 0 10 10"><path d="M0 0h1" fill="url(#g)"/></svg>')).toBeNull()
    expect(parseLogo('<svg viewBox="0 0 10 10"><path style="fill:red" d="M0 0h1"/></svg>')).toBeNull()
    expect(parseLogo('<svg><path d="M0 0h1"/></svg>')).toBeNull()
    expect(parseLogo('<svg viewBox="0 0 10 10"></svg>')).toBeNull()
    expect(parseLogo('not svg at all')).toBeNull()
  })
})
