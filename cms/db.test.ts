import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { serializeTransactions, withSpecificErrorCodes } from './db'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function clientOnTempFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tribo-db-'))
  dirs.push(dir)
  const client = createClient({ url: `file:${path.join(dir, 'test.db')}`, timeout: 4321 })
  return client
}

const busyTimeoutOf = async (client: Awaited<ReturnType<typeof clientOnTempFile>>) =>
  Number(Object.values((await client.execute('PRAGMA busy_timeout')).rows[0]!)[0])

describe('the SQLite client', () => {
  it('gives every pooled connection the busy timeout and reuses connections across transactions', async () => {
    const client = await clientOnTempFile()
    for (let i = 0; i < 50; i++) {
      const tx = await client.transaction('write')
      await tx.execute('CREATE TABLE IF NOT EXISTS t (n INTEGER)')
      await tx.execute({ sql: 'INSERT INTO t (n) VALUES (?)', args: [i] })
      await tx.commit()
      expect(await busyTimeoutOf(client)).toBe(4321)
    }
    // Fewer descriptors than transactions: the pool hands connections back instead of opening one per transaction.
    const open = readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`)
        } catch {
          return ''
        }
      })
      .filter((target) => target.startsWith(dirs.at(-1)!))
    expect(open.length).toBeLessThan(10)
    client.close()
  })
})

describe('withSpecificErrorCodes', () => {
  it('reports a duplicate as SQLITE_CONSTRAINT_UNIQUE (what Payload turns into a validation error), also inside a transaction', async () => {
    const client = withSpecificErrorCodes(await clientOnTempFile())
    await client.execute('CREATE TABLE t (s TEXT UNIQUE)')
    await client.execute("INSERT INTO t VALUES ('a')")
    await expect(client.execute("INSERT INTO t VALUES ('a')")).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    })
    await expect(client.batch(["INSERT INTO t VALUES ('a')"])).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    })
    const tx = await client.transaction('write')
    await expect(tx.execute("INSERT INTO t VALUES ('a')")).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    })
    await tx.rollback()
    await expect(client.execute('SELECT nope FROM t')).rejects.toMatchObject({ code: 'SQLITE_ERROR' })
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
        commitTransaction: async (id: string | number | Promise<string | number>) =>
          void log.push(`commit ${await id}`),
        rollbackTransaction: async (id: string | number | Promise<string | number>) =>
          void log.push(`rollback ${await id}`),
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
