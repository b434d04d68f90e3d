import { describe, expect, it } from 'vitest'

import { readRecentVehicles, RECENT_VEHICLES_KEY, rememberVehicle } from './recent'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

const vehicle = (typeId: number) => ({ typeId, label: `Vehicle ${typeId}`, category: 'car' })

describe('recently viewed vehicles', () => {
  it('keeps the newest five, newest first, each vehicle once', () => {
    const storage = memoryStorage()
    for (const id of [1, 2, 3, 4, 5, 6]) rememberVehicle(storage, vehicle(id))
    rememberVehicle(storage, vehicle(4))
    expect(readRecentVehicles(storage).map((v) => v.typeId)).toEqual([4, 6, 5, 3, 2])
  })

  it('reads broken or foreign data as an empty list', () => {
    expect(readRecentVehicles(memoryStorage({ [RECENT_VEHICLES_KEY]: '{broken' }))).toEqual([])
    expect(
      readRecentVehicles(
        memoryStorage({
          [RECENT_VEHICLES_KEY]: '[{"typeId":"x"},{"typeId":3,"label":"A","category":"car"}]',
        }),
      ),
    ).toEqual([{ typeId: 3, label: 'A', category: 'car' }])
    expect(readRecentVehicles(undefined)).toEqual([])
  })

  it('ignores a storage that refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(rememberVehicle(storage, vehicle(1))).toEqual([vehicle(1)])
  })
})
