/** The scroll-to-top button shows past 1000 px while scrolling up. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 1000

export function showScrollToTop(scrollY: number, previousScrollY: number): boolean {
  return scrollY > SCROLL_TO_TOP_THRESHOLD_PX && scrollY < previousScrollY
}
