import type { CollectionSlug, Payload } from 'payload'

import type { ContentLanguage } from '../../lib/i18n/locales'
import type { BlockNode } from './rich-text'

/** Options every seed Local API call passes: no access checks, no cache revalidation. */
export const LOCAL = { overrideAccess: true, context: { disableRevalidate: true } } as const

/** A value per content language. */
export type Localized<T> = Record<ContentLanguage, T>

/** A text in German, French, Italian and English. */
export const L = (de: string, fr: string, it: string, en: string): Localized<string> => ({ de, fr, it, en })

/** The non-default content languages, written with `update` after the German `create`. */
export const OTHER_LANGUAGES = ['fr', 'it', 'en'] as const satisfies readonly ContentLanguage[]

export type Outcome = 'created' | 'existing' | 'updated'

export interface SeedSummary {
  scale: number
  /** Per collection: documents created / found unchanged / completed (missing locales added) in this run. */
  created: Partial<Record<CollectionSlug, number>>
  existing: Partial<Record<CollectionSlug, number>>
  updated: Partial<Record<CollectionSlug, number>>
  /** Per collection: documents in the database after the run. */
  totals: Partial<Record<CollectionSlug, number>>
  durationMs: number
}

/** Shared state of one seed run; steps read earlier steps' results from here. */
export interface SeedContext {
  payload: Payload
  scale: number
  log: (msg: string) => void
  /** Tenant ids by slug (filled by the tenants step). */
  tenants: Map<string, number>
  /** Customer ids by `${tenantSlug}:${customerId}` (filled by the customers step). */
  customers: Map<string, number>
  /** Media ids by `${tenantSlug}:${key}` (filled by the media step). */
  media: Map<string, number>
  record: (collection: CollectionSlug, outcome: Outcome) => void
}

/** One step of the seed; `index.ts` runs them in order. */
export interface SeedStep {
  name: string
  run: (ctx: SeedContext) => Promise<void>
}

/** The id of the tenant `slug`, or a clear error when the tenants step has not created it. */
export function tenantId(ctx: SeedContext, slug: string): number {
  const id = ctx.tenants.get(slug)
  if (id == null) throw new Error(`Seed: tenant "${slug}" is missing; run the tenants step first`)
  return id
}

/** One page of the demo tree, with its texts in every content language. */
export interface PageSeed {
  title: Localized<string>
  slug: Localized<string>
  description: Localized<string>
  /** Rich-text sections per language; each becomes one `richText` block (backgrounds alternate white/gray). */
  sections: Localized<BlockNode[][]>
  isHome?: boolean
  showInNavigation?: boolean
  navigationOrder?: number
  children?: PageSeed[]
}
