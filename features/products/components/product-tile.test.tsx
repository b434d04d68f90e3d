import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ProductTile } from './product-tile'

const product = {
  productNumber: 'TRB-SYN-5W30-C3',
  name: 'Tribo Synth 5W-30 C3',
  subtitle: null,
  url: '/de-ch/p/TRB-SYN-5W30-C3',
  image: { alt: 'Kanister', srcset: '/a-400.jpg 400w, /a-1024.jpg 1024w' },
}

describe('ProductTile', () => {
  it('loads its picture lazily in a list', () => {
    render(<ProductTile product={product} numberLabel="Art.-Nr." />)
    const img = screen.getByRole('img', { name: 'Kanister' })
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')
  })

  it('loads it at once with high priority as one of the first tiles (in view when the page opens)', () => {
    render(<ProductTile product={product} numberLabel="Art.-Nr." priority />)
    const img = screen.getByRole('img', { name: 'Kanister' })
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(screen.getByRole('heading', { level: 3, name: 'Tribo Synth 5W-30 C3' })).toBeInTheDocument()
  })
})
