/** With at most 3 products a static teaser row shows from sm up; otherwise (and on phones) the swiper. */
export const TEASER_MODE_MAX_PRODUCTS = 3

export function productTeaserLayout(count: number): 'teaser' | 'swiper' {
  return count <= TEASER_MODE_MAX_PRODUCTS ? 'teaser' : 'swiper'
}
