'use client'

import 'swiper/css'
import 'swiper/css/a11y'
import 'swiper/css/navigation'
import 'swiper/css/pagination'

import { useTranslations } from 'next-intl'
import { Children, useEffect, useRef, useState, type ReactNode } from 'react'
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper/types'

import styles from './carousel.module.css'
import { capSlidesPerView, presetOptions, type SwiperNavigationColor, type SwiperPreset } from './presets'

export type CarouselProps = {
  /** Names the carousel for assistive technology. */
  label: string
  preset: SwiperPreset
  navigationColor?: SwiperNavigationColor
  children: ReactNode
  className?: string
  /** Caps the slides shown side by side (e.g. a teaser list's columns). */
  maxSlidesPerView?: number
}

function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/**
 * A slider with a preset of presets.ts. Autoplay pauses on hover and while focus is
 * inside, and never runs for visitors who prefer reduced motion; slides are
 * reachable by keyboard and the controls are labelled.
 */
export function Carousel({
  label,
  preset,
  navigationColor = 'primary',
  children,
  className,
  maxSlidesPerView,
}: CarouselProps) {
  const t = useTranslations('widgets.swiper')
  const slides = Children.toArray(children)
  const options = capSlidesPerView(presetOptions(preset, slides.length), maxSlidesPerView)
  const swiper = useRef<SwiperInstance | null>(null)
  const root = useRef<HTMLElement>(null)
  const [reducedMotion, setReducedMotion] = useState(false)

  // The slides beyond the carousel's edge are clipped, so lazy pictures there would start loading
  // only as they slide in and show an empty frame meanwhile. The carousel is in or near view when it
  // runs (deferred carousels mount Swiper only then): its pictures all load now.
  useEffect(() => {
    root.current
      ?.querySelectorAll('img[loading="lazy"]')
      .forEach((img) => img.setAttribute('loading', 'eager'))
  }, [children])

  useEffect(() => {
    if (!prefersReducedMotion()) return
    swiper.current?.autoplay?.stop()
    const id = requestAnimationFrame(() => setReducedMotion(true))
    return () => cancelAnimationFrame(id)
  }, [])

  return (
    <section
      ref={root}
      className={`${styles.carousel} ${navigationColor === 'white' ? styles.white : styles.primary} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-preset={preset}
      onFocus={() => swiper.current?.autoplay?.stop()}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node) && !reducedMotion)
          swiper.current?.autoplay?.start()
      }}
    >
      <Swiper
        {...options}
        autoplay={reducedMotion ? false : options.autoplay}
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        navigation
        pagination={options.pagination ?? { clickable: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: t('previous'),
          nextSlideMessage: t('next'),
          firstSlideMessage: t('first'),
          lastSlideMessage: t('last'),
          paginationBulletMessage: t('goTo', { index: '{{index}}' }),
          slideLabelMessage: t('slideOf', { index: '{{index}}', count: '{{slidesLength}}' }),
          containerRoleDescriptionMessage: t('roleDescription'),
        }}
        onSwiper={(instance) => {
          swiper.current = instance
          if (prefersReducedMotion()) instance.autoplay?.stop()
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
    </section>
  )
}
