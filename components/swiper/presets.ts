import type { SwiperOptions } from 'swiper/types'

import { BREAKPOINTS } from '@/lib/breakpoints'

/** Colour of the previous/next controls. */
export type SwiperNavigationColor = 'white' | 'primary'
export type SwiperPreset = 'history' | 'generic' | 'product'

/** Dynamic pagination bullets above this many slides. */
export const DYNAMIC_BULLETS_ABOVE = 7

/** History: autoplay 5 s; 1 slide on mobile, 2 from xs, 3 from sm. */
export const HISTORY_PRESET: SwiperOptions = {
  autoplay: { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true },
  slidesPerView: 1,
  spaceBetween: 20,
  breakpoints: {
    [BREAKPOINTS.xs]: { slidesPerView: 2 },
    [BREAKPOINTS.sm]: { slidesPerView: 3 },
  },
}

/** Generic: autoplay 3 s, speed 500 ms, loop, threshold 5, dynamic bullets above 7 items. */
export function genericPreset(slideCount: number): SwiperOptions {
  return {
    autoplay: { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true },
    speed: 500,
    loop: true,
    threshold: 5,
    slidesPerView: 1,
    pagination: { clickable: true, dynamicBullets: slideCount > DYNAMIC_BULLETS_ABOVE },
  }
}

/** Product: autoplay 4 s, up to 2/3/4/5 slides (from xs/sm/md/lg), spacing 20. */
export const PRODUCT_PRESET: SwiperOptions = {
  autoplay: { delay: 4000, disableOnInteraction: false, pauseOnMouseEnter: true },
  slidesPerView: 1,
  spaceBetween: 20,
  breakpoints: {
    [BREAKPOINTS.xs]: { slidesPerView: 2 },
    [BREAKPOINTS.sm]: { slidesPerView: 3 },
    [BREAKPOINTS.md]: { slidesPerView: 4 },
    [BREAKPOINTS.lg]: { slidesPerView: 5 },
  },
}

export function presetOptions(preset: SwiperPreset, slideCount: number): SwiperOptions {
  if (preset === 'history') return HISTORY_PRESET
  if (preset === 'product') return PRODUCT_PRESET
  return genericPreset(slideCount)
}

/** The options with no breakpoint showing more than `max` slides side by side. */
export function capSlidesPerView(options: SwiperOptions, max: number | undefined): SwiperOptions {
  if (!max) return options
  const cap = (value: SwiperOptions['slidesPerView']) =>
    typeof value === 'number' ? Math.min(value, max) : value
  const breakpoints = options.breakpoints
    ? Object.fromEntries(
        Object.entries(options.breakpoints).map(([width, bp]) => [
          width,
          { ...bp, slidesPerView: cap(bp.slidesPerView) },
        ]),
      )
    : undefined
  return { ...options, slidesPerView: cap(options.slidesPerView), ...(breakpoints ? { breakpoints } : {}) }
}
