import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { createStore } from 'zustand/vanilla'

import { COMPARE_STORAGE_KEY, MAX_COMPARED, type CompareEntry } from './constants'
import { isProductNumber } from './url'

/** What adding a product did: added, already there, or refused (three chosen). */
export type AddResult = 'added' | 'duplicate' | 'full'

export type CompareState = {
  /** The chosen products, in the order they were added (at most three). */
  entries: CompareEntry[]
  /** Adds a product unless it is already chosen or three are. */
  add: (entry: CompareEntry) => AddResult
  /** Removes a product by its number. */
  remove: (productNumber: string) => void
  /** Adds or removes: what a toggle does. */
  toggle: (entry: CompareEntry) => AddResult | 'removed'
  /** Empties the comparison. */
  clear: () => void
  /** Takes over the products of a comparison page (a shared link). */
  replace: (entries: CompareEntry[]) => void
}

/** A stored or received entry, cleaned: a valid product number in upper case, a title, an image URL or nothing. */
function cleanEntry(value: unknown): CompareEntry | null {
  if (!value || typeof value !== 'object') return null
  const { productNumber, title, imageUrl } = value as Record<string, unknown>
  if (typeof productNumber !== 'string' || typeof title !== 'string') return null
  const number = productNumber.trim().toUpperCase()
  if (!isProductNumber(number)) return null
  return {
    productNumber: number,
    title,
    imageUrl: typeof imageUrl === 'string' && imageUrl ? imageUrl : null,
  }
}

/** At most three valid entries without duplicates, the first ones win. */
export function cleanEntries(value: unknown): CompareEntry[] {
  if (!Array.isArray(value)) return []
  const entries: CompareEntry[] = []
  for (const item of value) {
    const entry = cleanEntry(item)
    if (entry && !entries.some((e) => e.productNumber === entry.productNumber)) entries.push(entry)
    if (entries.length === MAX_COMPARED) break
  }
  return entries
}

/** The list after adding `entry`, and what happened. */
export function addEntry(
  entries: CompareEntry[],
  entry: CompareEntry,
): { entries: CompareEntry[]; result: AddResult } {
  const clean = cleanEntry(entry)
  if (!clean) return { entries, result: 'duplicate' }
  if (entries.some((e) => e.productNumber === clean.productNumber)) return { entries, result: 'duplicate' }
  if (entries.length >= MAX_COMPARED) return { entries, result: 'full' }
  return { entries: [...entries, clean], result: 'added' }
}

const sameEntries = (a: CompareEntry[], b: CompareEntry[]) =>
  a.length === b.length &&
  a.every(
    (entry, i) =>
      entry.productNumber === b[i]!.productNumber &&
      entry.title === b[i]!.title &&
      (entry.imageUrl ?? null) === (b[i]!.imageUrl ?? null),
  )

/** Storage that is simply not there (server rendering, storage blocked): the choice lasts for the page load. */
const noStorage: StateStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }

function browserStorage(): StateStorage {
  try {
    const storage = window.localStorage
    // Private modes may refuse writes: fall back to memory rather than failing on every change.
    const probe = `${COMPARE_STORAGE_KEY}.probe`
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return noStorage
  }
}

/**
 * The chosen products, kept in localStorage under `name` (a Zustand store
 * with the persist middleware; only `entries` is stored, and what is read
 * back is cleaned: three valid products at most).
 */
export function createCompareStore({
  name = COMPARE_STORAGE_KEY,
  storage,
}: { name?: string; storage?: () => StateStorage } = {}) {
  return createStore<CompareState>()(
    persist(
      (set, get) => ({
        entries: [],
        add: (entry) => {
          const { entries, result } = addEntry(get().entries, entry)
          if (result === 'added') set({ entries })
          return result
        },
        remove: (productNumber) => {
          const number = productNumber.toUpperCase()
          set((state) => ({ entries: state.entries.filter((e) => e.productNumber !== number) }))
        },
        toggle: (entry) => {
          const number = entry.productNumber.toUpperCase()
          if (get().entries.some((e) => e.productNumber === number)) {
            get().remove(number)
            return 'removed'
          }
          return get().add(entry)
        },
        clear: () => set({ entries: [] }),
        replace: (entries) => {
          const next = cleanEntries(entries)
          if (!sameEntries(next, get().entries)) set({ entries: next })
        },
      }),
      {
        name,
        version: 1,
        storage: createJSONStorage(
          storage ?? (() => (typeof window === 'undefined' ? noStorage : browserStorage())),
        ),
        partialize: (state) => ({ entries: state.entries }),
        merge: (persisted, current) => ({
          ...current,
          entries: cleanEntries((persisted as { entries?: unknown } | null)?.entries),
        }),
      },
    ),
  )
}

export type CompareStore = ReturnType<typeof createCompareStore>

const browserStores = new Map<string, CompareStore>()

/** The storage key of a tenant's comparison (tenants on one host keep their choices apart). */
export const compareStorageKey = (tenant: string) =>
  tenant ? `${COMPARE_STORAGE_KEY}.${tenant}` : COMPARE_STORAGE_KEY

/**
 * The page's comparison store of a tenant. On the server every call gets an
 * empty store (nothing is shared between requests); in the browser there is
 * one per tenant, which follows changes made in other tabs.
 */
export function getCompareStore(tenant: string): CompareStore {
  if (typeof window === 'undefined')
    return createCompareStore({ name: compareStorageKey(tenant), storage: () => noStorage })
  const name = compareStorageKey(tenant)
  let store = browserStores.get(name)
  if (!store) {
    const created = createCompareStore({ name })
    window.addEventListener('storage', (event) => {
      if (event.key === name) void created.persist.rehydrate()
    })
    browserStores.set(name, created)
    store = created
  }
  return store
}
