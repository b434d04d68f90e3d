import 'server-only'

import type { SearchChange } from '@/cms/payload-types'
import { languageOf } from '@/lib/i18n/locales'
import { systemData } from '@/lib/data/system'
import { takeSearchChangeSignal } from '@/lib/search-signal'

import type { SearchLanguage } from '../analyzer'
import { createSearchIndex, type SearchIndex } from '../engine'
import {
  readAssetDocuments,
  readNewsDocuments,
  readPageDocuments,
  readProductDocuments,
  type IndexScope,
} from './documents'

/** How often an instance looks at the change log for other instances' changes (SEARCH_SYNC_INTERVAL_MS). */
const SYNC_INTERVAL_MS = Math.max(0, Number(process.env.SEARCH_SYNC_INTERVAL_MS ?? 1000) || 0)
/** More changes than this at once: the index is rebuilt instead of patched. */
const CHANGE_BATCH = 1000
/** Change-log rows older than this are removed (every instance rebuilds at start). */
const CHANGE_LOG_TTL_MS = 24 * 60 * 60 * 1000

/** The change log (search-changes) is the indexer's own queue, no visitor's or account's data: system work. */
const changeLog = () => systemData('the search indexer’s change log')

type Entry = {
  scope: IndexScope
  index: SearchIndex
  /** The last change-log row this index contains. */ seen: number
}

async function latestChangeId(): Promise<number> {
  const { docs } = await changeLog().find({
    collection: 'search-changes',
    sort: '-id',
    limit: 1,
    depth: 0,
    pagination: false,
    select: {},
  })
  return (docs[0]?.id as number | undefined) ?? 0
}

async function buildEntry(scope: IndexScope): Promise<Entry> {
  // The watermark is read first: a change made while the documents are read is applied again afterwards.
  const seen = await latestChangeId()
  const index = createSearchIndex(languageOf(scope.locale) as SearchLanguage)
  const [products, pages, news, assets] = await Promise.all([
    readProductDocuments(scope),
    readPageDocuments(scope),
    readNewsDocuments(scope),
    readAssetDocuments(scope),
  ])
  for (const doc of products) index.putProduct(doc)
  for (const doc of [...pages, ...news, ...assets]) index.putContent(doc)
  return { scope, index, seen }
}

/** Applies change-log rows of one tenant to an index: re-reads each changed document (gone or unpublished → removed). */
async function applyChanges(entry: Entry, changes: SearchChange[]): Promise<void> {
  const { index, scope } = entry
  const idsOf = (scopeName: SearchChange['scope']) => [
    ...new Set(changes.filter((c) => c.scope === scopeName).map((c) => c.docId)),
  ]
  const productIds = idsOf('products')
  if (idsOf('product-lines').length) {
    // Group titles are part of every product's text: all products again.
    const all = await readProductDocuments(scope)
    const keep = new Set(all.map((doc) => doc.id))
    for (const doc of index.allProducts()) if (!keep.has(doc.id)) index.removeProduct(doc.id)
    for (const doc of all) index.putProduct(doc)
  } else if (productIds.length) {
    const docs = await readProductDocuments(scope, productIds)
    for (const id of productIds) index.removeProduct(id)
    for (const doc of docs) index.putProduct(doc)
  }
  const replace = async (
    kind: 'news' | 'asset',
    ids: number[],
    read: (scope: IndexScope, ids: number[]) => Promise<{ id: string }[]>,
  ) => {
    if (!ids.length) return
    const docs = await read(scope, ids)
    for (const id of ids) index.removeContent(`${kind}:${id}`)
    for (const doc of docs) index.putContent(doc as Parameters<SearchIndex['putContent']>[0])
  }
  await replace('news', idsOf('news'), readNewsDocuments)
  await replace('asset', idsOf('media'), readAssetDocuments)
  if (idsOf('pages').length) {
    // A page's address depends on its parents: all pages again.
    const pages = await readPageDocuments(scope)
    for (const id of index.contentIds('page')) index.removeContent(id)
    for (const doc of pages) index.putContent(doc)
  }
}

/**
 * The search indexes of this process, one per tenant and site locale, built
 * on first use (and at start, see warmSearchIndexes) and kept current from
 * the search change log: before answering, an index applies the rows written
 * since it was built or last updated — at once after a change in this
 * process, otherwise at most every SEARCH_SYNC_INTERVAL_MS (1 s), so every
 * instance picks up every editor's change.
 */
class SearchService {
  private readonly entries = new Map<string, Promise<Entry>>()
  /** The indexes already built (a search never waits for other indexes still being built). */
  private readonly ready = new Map<string, Entry>()
  private lastCheck = 0
  private syncing: Promise<void> | null = null
  private readonly syncIntervalMs: number

  constructor({ syncIntervalMs = SYNC_INTERVAL_MS }: { syncIntervalMs?: number } = {}) {
    this.syncIntervalMs = syncIntervalMs
  }

  async index(scope: IndexScope): Promise<SearchIndex> {
    await this.sync()
    return (await this.entry(scope)).index
  }

  /** Builds the index of a scope unless it exists (a failed build is retried on the next call). */
  entry(scope: IndexScope): Promise<Entry> {
    const key = `${scope.tenantId}:${scope.locale}`
    let entry = this.entries.get(key)
    if (!entry) {
      entry = buildEntry(scope)
      entry.then(
        (built) => this.entries.get(key) === entry && this.ready.set(key, built),
        () => this.entries.delete(key),
      )
      this.entries.set(key, entry)
    }
    return entry
  }

  /** Applies new change-log rows to every built index (one look at the log for all of them). */
  sync(force = false): Promise<void> {
    const signalled = takeSearchChangeSignal()
    if (this.syncing) {
      // A change signalled during a run may have been written after that run looked: look again next time.
      if (signalled) this.lastCheck = 0
      return this.syncing
    }
    if (!force && !signalled && Date.now() - this.lastCheck < this.syncIntervalMs) return Promise.resolve()
    this.lastCheck = Date.now()
    this.syncing = this.applyLog().finally(() => {
      this.syncing = null
    })
    return this.syncing
  }

  private async applyLog(): Promise<void> {
    const built = [...this.ready.values()]
    if (!built.length) return
    const from = Math.min(...built.map((e) => e.seen))
    const { docs } = await changeLog().find({
      collection: 'search-changes',
      where: { id: { greater_than: from } },
      sort: 'id',
      limit: CHANGE_BATCH,
      depth: 0,
    })
    if (!docs.length) return
    const changes = docs as SearchChange[]
    const last = changes.at(-1)!.id
    for (const entry of built) {
      const mine = changes.filter(
        (c) => c.id > entry.seen && String(c.tenant) === String(entry.scope.tenantId),
      )
      if (changes.length >= CHANGE_BATCH && mine.length) {
        // Too much at once (an import): start over for this scope.
        const key = `${entry.scope.tenantId}:${entry.scope.locale}`
        this.entries.delete(key)
        this.ready.delete(key)
        continue
      }
      if (mine.length) await applyChanges(entry, mine)
      entry.seen = Math.max(entry.seen, last)
    }
  }

  /** Drops every index (tests, and a start from scratch). */
  reset() {
    this.entries.clear()
    this.ready.clear()
    this.lastCheck = 0
  }
}

const globalForSearch = globalThis as unknown as { triboSearch?: SearchService }
/** The one search service of this process (kept across hot reloads in development). */
export const searchService: SearchService = (globalForSearch.triboSearch ??= new SearchService())

/** A fresh service with its own indexes, as a second app instance would have (tests). */
export function createSearchService(options?: { syncIntervalMs?: number }): SearchService {
  return new SearchService(options)
}
export type { SearchService }

/** Removes change-log rows older than a day. */
export async function pruneSearchChanges(now = Date.now()): Promise<void> {
  await changeLog().delete({
    collection: 'search-changes',
    where: { createdAt: { less_than: new Date(now - CHANGE_LOG_TTL_MS).toISOString() } },
  })
}
