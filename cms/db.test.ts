import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'

import { patchSqliteClient } from './db'

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
