import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { renderWithIntl } from '@/tests/helpers/intl'

import { Carousel } from './carousel.client'
import { DYNAMIC_BULLETS_ABOVE, genericPreset, HISTORY_PRESET, PRODUCT_PRESET } from './presets'

describe('swiper presets', () => {
  it('history: autoplay 5 s, 1 slide, 2 from xs, 3 from sm', () => {
    expect(HISTORY_PRESET.autoplay).toMatchObject({ delay: 5000 })
    expect(HISTORY_PRESET.slidesPerView).toBe(1)
    expect(HISTORY_PRESET.breakpoints).toEqual({ 480: { slidesPerView: 2 }, 768: { slidesPerView: 3 } })
  })

  it('generic: autoplay 3 s, speed 500, loop, threshold 5, dynamic bullets above 7 items', () => {
    const preset = genericPreset(8)
    expect(preset.autoplay).toMatchObject({ delay: 3000 })
    expect(preset).toMatchObject({ speed: 500, loop: true, threshold: 5 })
    expect(preset.pagination).toMatchObject({ dynamicBullets: true })
    expect(genericPreset(7).pagination).toMatchObject({ dynamicBullets: false })
    expect(DYNAMIC_BULLETS_ABOVE).toBe(7)
  })

  it('product: autoplay 4 s, up to 2/3/4/5 slides, spacing 20', () => {
    expect(PRODUCT_PRESET.autoplay).toMatchObject({ delay: 4000 })
    expect(PRODUCT_PRESET.spaceBetween).toBe(20)
    expect(Object.values(PRODUCT_PRESET.breakpoints!).map((b) => b.slidesPerView)).toEqual([2, 3, 4, 5])
  })
})

describe('Carousel', () => {
  beforeEach(() => {
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

  it('renders every slide in a labelled carousel with the navigation colour', () => {
    renderWithIntl(
      <Carousel label="Geschichte" preset="history" navigationColor="white">
        <p>1950</p>
        <p>1980</p>
        <p>2020</p>
      </Carousel>,
    )
    const region = screen.getByRole('region', { name: 'Geschichte' })
    expect(region).toHaveAttribute('data-preset', 'history')
    expect(region.className).toMatch(/white/)
    expect(screen.getByText('1980')).toBeInTheDocument()
  })
})

describe('Carousel pictures', () => {
  beforeEach(() => {
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

  it('loads the pictures of every slide once it runs, not only as they slide in', () => {
    renderWithIntl(
      <Carousel label="Weitere Produkte" preset="product">
        {['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => (
          // eslint-disable-next-line @next/next/no-img-element -- plain lazy pictures stand for the slides' pictures
          <img key={name} src={`/${name}.jpg`} alt={name} loading="lazy" />
        ))}
      </Carousel>,
    )
    const images = screen.getAllByRole('img')
    expect(images).toHaveLength(7)
    for (const img of images) expect(img).toHaveAttribute('loading', 'eager')
  })
})
