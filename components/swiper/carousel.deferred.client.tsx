'use client'

import { Children, useEffect, useRef, useState, type ComponentType, type CSSProperties } from 'react'

import type { CarouselProps } from './carousel.client'
import styles from './carousel.module.css'
import { PRODUCT_PRESET } from './presets'

/** How far ahead of the viewport a deferred carousel starts loading Swiper. */
export const DEFERRED_ROOT_MARGIN = '600px 0px'

const loadCarousel = () => import('./carousel.client').then((m) => m.Carousel)

/**
 * The preset's slides per width and spacing for the row's CSS, taken from the preset itself:
 * `--slides-base` and `--slides-480` … per breakpoint (the CSS picks one into `--slides`; set
 * here, `--slides` itself would override the CSS's media queries).
 */
const ROW_STYLE = {
  '--slides-base': PRODUCT_PRESET.slidesPerView,
  '--gap': `${PRODUCT_PRESET.spaceBetween}px`,
  ...Object.fromEntries(
    Object.entries(PRODUCT_PRESET.breakpoints ?? {}).map(([width, options]) => [
      `--slides-${width}`,
      options.slidesPerView,
    ]),
  ),
} as CSSProperties

/**
 * A product carousel far down a page (the product page's related products):
 * first a plain row of the slides that scrolls sideways (in the HTML, usable
 * without JavaScript, focusable), and Swiper (about 33 KB compressed, and its
 * set-up work) only once the row comes within reach of the viewport, when a
 * keyboard user tabs into it, or at once where IntersectionObserver is missing.
 * The row has the product preset's slides per width and spacing (the only preset it
 * takes), so the swap moves nothing.
 */
export function DeferredCarousel(
  props: Omit<CarouselProps, 'preset' | 'maxSlidesPerView'> & { preset: 'product' },
) {
  const { label, preset, children, className } = props
  const root = useRef<HTMLElement>(null)
  const [Carousel, setCarousel] = useState<ComponentType<CarouselProps> | null>(null)
  const [wanted, setWanted] = useState(false)

  useEffect(() => {
    if (wanted) return
    const element = root.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      setWanted(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true),
      { rootMargin: DEFERRED_ROOT_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [wanted])

  useEffect(() => {
    if (!wanted) return
    let live = true
    void loadCarousel().then((component) => live && setCarousel(() => component))
    return () => {
      live = false
    }
  }, [wanted])

  if (Carousel) return <Carousel {...props} />
  return (
    <section
      ref={root}
      className={`${styles.carousel} ${styles.primary} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-preset={preset}
      data-deferred=""
      onFocus={() => setWanted(true)}
    >
      <ul className={styles.deferredRow} style={ROW_STYLE}>
        {Children.toArray(children).map((slide, index) => (
          <li key={index} className={styles.deferredSlide}>
            {slide}
          </li>
        ))}
      </ul>
    </section>
  )
}
