/**
 * A tiny seeded pseudo-random generator (mulberry32) for the demo data: the
 * same seed always yields the same sequence, so seeded texts are reproducible.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[]
  /** `count` distinct elements (or all, if fewer). */
  sample<T>(items: readonly T[], count: number): T[]
}

/** Hashes a string to a 32-bit seed (FNV-1a), e.g. `hashSeed('tribo:wissen:7')`. */
export function hashSeed(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function createRng(seed: number | string): Rng {
  let state = (typeof seed === 'string' ? hashSeed(seed) : seed) >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() needs a non-empty list')
    return items[int(0, items.length - 1)]
  }
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[copy[i], copy[j]] = [copy[j], copy[i]]
    }
    return copy
  }
  const sample = <T>(items: readonly T[], count: number): T[] => shuffle(items).slice(0, count)
  return { next, int, pick, shuffle, sample }
}
