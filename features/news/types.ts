import type { ImageData } from '@/components/picture/picture'

/** A news article, as teasers and tiles show it. */
export type NewsArticle = {
  id: number
  title: string
  subtitle: string | null
  /** ISO date of publication. */
  date: string
  /** Where the teaser leads: the editor's link, or the article page. */
  link: string
  image: ImageData | null
  topics: { id: number; title: string }[]
  isFallback: boolean
}
