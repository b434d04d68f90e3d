'use client'

import dynamic from 'next/dynamic'

/**
 * The carousel for content blocks, in its own chunk: Swiper (about 33 KB compressed)
 * downloads only on pages that show a carousel, not on every page of the content route.
 * Rendered on the server as before, so the slides are in the HTML.
 */
export const LazyCarousel = dynamic(() => import('./carousel.client').then((m) => m.Carousel))
