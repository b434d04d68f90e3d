import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pendingMigrations, shippedMigrations } from './migration-status'

describe('shippedMigrations', () => {
  it('lists the migration files of a dialect in order, without index, snapshots or other files', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-migrations-'))
    const dir = path.join(root, 'cms', 'migrations', 'postgres')
    fs.mkdirSync(dir, { recursive: true })
    for (const file of [
      '20261123_061941_site_shell.ts',
      '20261122_215524_initial.ts',
      '20261122_215524_initial.json',
      'index.ts',
      'README.md',
    ])
      fs.writeFileSync(path.join(dir, file), '')
    expect(shippedMigrations('postgres', root)).toEqual([
      '20261122_215524_initial',
      '20261123_061941_site_shell',
    ])
    expect(shippedMigrations('sqlite', root)).toEqual([])
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('finds the migrations of this repository for both dialects', () => {
    for (const dialect of ['postgres', 'sqlite'] as const)
      expect(shippedMigrations(dialect)[0]).toMatch(/^\d{8}_\d{6}_initial$/)
  })
})

describe('pendingMigrations', () => {
  it('names what the database has not applied, in order', () => {
    expect(pendingMigrations(['a', 'b', 'c'], ['a'])).toEqual(['b', 'c'])
    expect(pendingMigrations(['a', 'b'], ['b', 'a', 'dev'])).toEqual([])
  })
})
