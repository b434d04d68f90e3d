import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { CmsPicture, Picture } from './picture'

function silenced(fn: () => void) {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    fn()
  } finally {
    spy.mockRestore()
  }
}

describe('Picture', () => {
  it('loads lazily by default', () => {
    render(<Picture alt="Motoröl 5W-30" fallback="/images/oil.jpg" />)
    const img = screen.getByRole('img', { name: 'Motoröl 5W-30' })
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('src', '/images/oil.jpg')
  })

  it('loads at once with priority', () => {
    render(<Picture alt="Stage" fallback="/a.jpg" priority />)
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager')
  })

  it('with a media query: preloads for matching screens only and stays lazy (a hidden variant is never fetched)', () => {
    render(
      <Picture
        alt="Stage"
        srcset="/stage-400.jpg 400w, /stage-1024.jpg 1024w"
        sizes="100vw"
        priority={{ media: '(max-width: 1023.98px)' }}
      />,
    )
    const img = screen.getByRole('img')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    const link = document.head.querySelector('link[rel="preload"][as="image"]')!
    expect(link).toHaveAttribute('media', '(max-width: 1023.98px)')
    expect(link).toHaveAttribute('imagesrcset', '/stage-400.jpg 400w, /stage-1024.jpg 1024w')
    expect(link).toHaveAttribute('imagesizes', '100vw')
    expect(link).toHaveAttribute('fetchpriority', 'high')
  })

  it('renders sources with media and sizes', () => {
    const { container } = render(
      <Picture
        alt="Kanister"
        fallback="/big.jpg"
        sources={[{ srcset: '/small.jpg 480w', media: '(max-width: 767px)' }]}
        sizes="100vw"
      />,
    )
    const source = container.querySelector('source')!
    expect(source).toHaveAttribute('media', '(max-width: 767px)')
    expect(source).toHaveAttribute('sizes', '100vw')
  })

  it('takes the first srcset candidate as src when there is no fallback', () => {
    render(<Picture alt="x" srcset="/a-400.jpg 400w, /a-800.jpg 800w" sizes="50vw" />)
    expect(screen.getByRole('img')).toHaveAttribute('src', '/a-400.jpg')
  })

  it('throws without srcset, sources or fallback', () => {
    silenced(() =>
      expect(() => render(<Picture alt="x" />)).toThrow('Picture needs a srcset, sources or a fallback.'),
    )
  })

  it('throws when sources come without sizes', () => {
    silenced(() =>
      expect(() =>
        render(
          <Picture
            alt="x"
            fallback="/a.jpg"
            {...({ sources: [{ srcset: '/b.jpg' }] } as { sources: { srcset: string }[]; sizes: string })}
          />,
        ),
      ).toThrow('Picture needs sizes when sources are given.'),
    )
  })

  it('throws without alt text', () => {
    silenced(() =>
      expect(() =>
        render(<Picture {...({ fallback: '/a.jpg' } as { alt: string; fallback: string })} />),
      ).toThrow(/alt text/),
    )
  })

  it('renders an empty alt as decorative and a caption as figure', () => {
    const { container } = render(<Picture alt="" fallback="/a.jpg" caption="Werk in Dübendorf" ratio="3/4" />)
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
    expect(screen.getByText('Werk in Dübendorf').tagName).toBe('FIGCAPTION')
    expect(container.querySelector('picture')).toHaveStyle({ aspectRatio: '3/4' })
  })

  it('renders nothing for a CMS image without file', () => {
    const { container } = render(<CmsPicture image={{ alt: 'x' }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
