import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const runTs = path.join(root, 'scripts/run-ts.mjs')
const fixture = (name: string) => `scripts/fixtures/run-ts/${name}`
const bundles = () =>
  fs.existsSync(path.join(root, 'node_modules/.cache/tribo-run'))
    ? fs.readdirSync(path.join(root, 'node_modules/.cache/tribo-run')).filter((f) => f.startsWith('entry-'))
    : []

describe('scripts/run-ts.mjs', () => {
  it('runs a TypeScript script with aliases, its own import.meta.url, its arguments and the resolution condition', () => {
    const before = bundles()
    const result = spawnSync(process.execPath, [runTs, fixture('entry.ts'), '--scale', '2'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test' },
    })
    expect(result.status, result.stderr).toBe(0)
    expect(JSON.parse(result.stdout.trim().split('\n').at(-1)!)).toEqual({
      url: pathToFileURL(path.join(root, fixture('entry.ts'))).href,
      locale: 'de-ch',
      args: ['--scale', '2'],
      conditions: ['--conditions=development'],
    })
    // The bundle is removed when the script ends.
    expect(bundles()).toEqual(before)
  })

  it('fails when the script throws', () => {
    const result = spawnSync(process.execPath, [runTs, fixture('fails.ts')], { cwd: root, encoding: 'utf8' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('this script fails on purpose')
  })
})
