import type { ImageData } from '@/components/picture/picture'

/** What a product tile shows to every visitor (no prices: visitors never see them). */
export type ProductTeaser = {
  id: number
  productNumber: string
  name: string
  subtitle: string | null
  image: ImageData | null
  url: string
}
