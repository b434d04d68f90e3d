import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { renderWithIntl } from '@/tests/helpers/intl'

import { DEFERRED_ROOT_MARGIN, DeferredCarousel } from './carousel.deferred.client'

let observed: {
  callback: IntersectionObserverCallback
  options?: IntersectionObserverInit
  elements: Element[]
}[] = []

class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observed.push({ callback, options, elements: [] })
  }
  observe(element: Element) {
    observed.at(-1)!.elements.push(element)
  }
  disconnect() {}
}

const renderCarousel = () =>
  renderWithIntl(
    <DeferredCarousel label="Weitere Produkte" preset="product">
      <p>Produkt A</p>
      <p>Produkt B</p>
      <p>Produkt C</p>
    </DeferredCarousel>,
  )

describe('DeferredCarousel', () => {
  beforeEach(() => {
    observed = []
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }))
  })
  afterEach(() => vi.unstubAllGlobals())

  it('first shows the slides as a plain labelled row, without Swiper', () => {
    const { container } = renderCarousel()
    const carousel = screen.getByRole('region', { name: 'Weitere Produkte' })
    expect(carousel).toHaveAttribute('data-deferred')
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Produkt A',
      'Produkt B',
      'Produkt C',
    ])
    expect(container.querySelector('.swiper')).toBeNull()
    expect(observed[0]!.options?.rootMargin).toBe(DEFERRED_ROOT_MARGIN)
  })

  it('turns into the Swiper carousel once the row comes near the viewport', async () => {
    const { container } = renderCarousel()
    const { callback, elements } = observed[0]!
    act(() =>
      callback(
        [{ isIntersecting: true, target: elements[0]! } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    )
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull())
    expect(screen.getByRole('region', { name: 'Weitere Produkte' })).not.toHaveAttribute('data-deferred')
    expect(screen.getByText('Produkt C')).toBeInTheDocument()
  })

  it('turns into the carousel when a keyboard user tabs into the row', async () => {
    const { container } = renderWithIntl(
      <DeferredCarousel label="Weitere Produkte" preset="product">
        <button type="button">Produkt A</button>
      </DeferredCarousel>,
    )
    fireEvent.focus(screen.getByRole('button', { name: 'Produkt A' }))
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull())
  })

  it('loads the carousel at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { container } = renderCarousel()
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull())
  })
})
