import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { appEnv, missingBuild } from './app-env.mjs'

const dirs: string[] = []
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-app-env-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('missingBuild', () => {
  it('names the missing build and the command that makes it', () => {
    const dir = tempDir()
    expect(missingBuild(dir)).toMatch(/no production build .*npm run build/)
  })

  it('is null once a build exists', () => {
    const dir = tempDir()
    fs.mkdirSync(path.join(dir, '.next'))
    fs.writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'abc')
    expect(missingBuild(dir)).toBeNull()
  })
})

describe('appEnv', () => {
  it('makes a local secret once outside production and keeps it', () => {
    const dataDir = tempDir()
    const first = appEnv({ PORT: '4010' }, { dataDir })
    expect(first.PAYLOAD_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(appEnv({}, { dataDir }).PAYLOAD_SECRET).toBe(first.PAYLOAD_SECRET)
    expect(first.NEXT_PUBLIC_SERVER_URL).toBe('http://localhost:4010')
    expect(first.PAYLOAD_CONFIG_PATH).toBe('cms/payload.config.ts')
  })

  it('never makes up a secret in production, nor writes one', () => {
    const dataDir = tempDir()
    const env = appEnv({ APP_ENVIRONMENT: 'Production ' }, { dataDir })
    expect(env.PAYLOAD_SECRET).toBeUndefined()
    expect(fs.readdirSync(dataDir)).toEqual([])
  })

  it('keeps a configured secret', () => {
    expect(appEnv({ PAYLOAD_SECRET: 'configured' }, { dataDir: tempDir() }).PAYLOAD_SECRET).toBe('configured')
  })
})
