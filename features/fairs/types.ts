import type { ImageData } from '@/components/picture/picture'

/** A trade fair as the fair list shows it. */
export type Fair = {
  id: number
  name: string
  description: string | null
  fromDate: string
  toDate: string
  city: string
  country: string
  venue: string | null
  stand: string | null
  url: string | null
  image: ImageData | null
}

/** The fair list: upcoming (and running) fairs soonest first, past ones latest first. */
export type FairList = { upcoming: Fair[]; past: Fair[] }
