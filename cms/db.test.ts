import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { patchSqliteClient, serializeTransactions } from './db'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function clientOnTempFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tribo-db-'))
  dirs.push(dir)
  const client = createClient({ url: `file:${path.join(dir, 'test.db')}` })
  await client.execute('PRAGMA busy_timeout = 4321;')
  return client
}

const busyTimeoutOf = async (client: Awaited<ReturnType<typeof clientOnTempFile>>) => Number(Object.values((await client.execute('PRAGMA busy_timeout')).rows[0]!)[0])

describe('patchSqliteClient', () => {
  it('shows the flaw it fixes: after a transaction the client opens a connection without the busy timeout', async () => {
    const client = await clientOnTempFile()
    const tx = await client.transaction('write')
    await tx.rollback()
    expect(await busyTimeoutOf(client)).toBe(0)
    client.close()
  })

  it('gives the connection opened after every transaction the same busy timeout', async () => {
    const client = await clientOnTempFile()
    patchSqliteClient(client as never, 4321)
    patchSqliteClient(client as never, 4321)
    for (let i = 0; i < 2; i++) {
      const tx = await client.transaction('write')
      await tx.commit()
      expect(await busyTimeoutOf(client)).toBe(4321)
    }
    client.close()
  })
})

describe('serializeTransactions', () => {
  const fakeDb = () => {
    const log: string[] = []
    let n = 0
    return {
      log,
      db: {
        beginTransaction: async () => {
          const id = ++n
          log.push(`begin ${id}`)
          return id
        },
        commitTransaction: async (id: string | number | Promise<string | number>) => void log.push(`commit ${await id}`),
        rollbackTransaction: async (id: string | number | Promise<string | number>) => void log.push(`rollback ${await id}`),
      },
    }
  }

  it('starts the next transaction only after the previous one has ended', async () => {
    const { db, log } = fakeDb()
    serializeTransactions(db, 10_000)
    const first = await db.beginTransaction()
    const second = db.beginTransaction()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(log).toEqual(['begin 1'])
    await db.rollbackTransaction(first!)
    const id = await second
    expect(log).toEqual(['begin 1', 'rollback 1', 'begin 2'])
    await db.commitTransaction(Promise.resolve(id!))
    await db.beginTransaction()
    expect(log.at(-1)).toBe('begin 3')
  })

  it('waits for a transaction that was never ended only once', async () => {
    vi.useFakeTimers()
    try {
      const { db, log } = fakeDb()
      serializeTransactions(db, 30)
      await db.beginTransaction() // never ended
      const second = db.beginTransaction()
      await vi.advanceTimersByTimeAsync(30)
      await db.commitTransaction((await second)!)
      // The next one starts at once: nobody waits for transaction 1 any more.
      const third = db.beginTransaction()
      await vi.advanceTimersByTimeAsync(0)
      expect(log).toEqual(['begin 1', 'begin 2', 'commit 2', 'begin 3'])
      await third
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets a waiter go ahead after the longest wait', async () => {
    const { db, log } = fakeDb()
    serializeTransactions(db, 30)
    await db.beginTransaction()
    await db.beginTransaction()
    expect(log).toEqual(['begin 1', 'begin 2'])
  })
})
