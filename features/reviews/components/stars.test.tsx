import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STAR_PATH, Stars } from './stars'

const fillWidth = (label: string) =>
  screen.getByRole('img', { name: label }).querySelector('svg')?.getAttribute('width') ?? null

describe('Stars', () => {
  it('draws each star with relative commands after the first M, so one path holds all five', () => {
    expect(STAR_PATH.slice(1)).not.toMatch(/[A-Z]/)
    render(<Stars value={5} label="5" />)
    const outline = screen.getByRole('img', { name: '5' }).querySelector('path')!.getAttribute('d')!
    expect(outline.match(/M[\d.]+ 2\.5/g)).toEqual(['M12 2.5', 'M38 2.5', 'M64 2.5', 'M90 2.5', 'M116 2.5'])
  })

  it('is one image of two paths, announced with its label, sized from the star size', () => {
    render(<Stars value={4} label="4 von 5 Sternen" size={18} />)
    const image = screen.getByRole('img', { name: '4 von 5 Sternen' })
    expect(image.querySelectorAll('path')).toHaveLength(2)
    // Five stars of 24 units and four gaps of 2: 128 units, at 18 px per 24 units.
    expect(image).toHaveAttribute('viewBox', '0 0 128 24')
    expect(image).toHaveAttribute('width', '96')
    expect(image).toHaveAttribute('height', '18')
  })

  it('fills whole stars with their gaps and the last one partly', () => {
    render(
      <>
        <Stars value={5} label="5" />
        <Stars value={4.5} label="4.5" />
        <Stars value={1} label="1" />
        <Stars value={0.25} label="0.25" />
      </>,
    )
    expect(fillWidth('5')).toBe('128')
    // Stars 1–4 with their gaps (104), then half of the fifth star (12).
    expect(fillWidth('4.5')).toBe('116')
    expect(fillWidth('1')).toBe('26')
    expect(fillWidth('0.25')).toBe('6')
  })

  it('shows only outlines for no value', () => {
    render(<Stars value={0} label="0" />)
    expect(screen.getByRole('img', { name: '0' }).querySelectorAll('path')).toHaveLength(1)
  })
})
