#!/usr/bin/env node
// Debian packages some tests need (Chromium for Playwright, redis-server for the
// shared rate limits and cache, haproxy for the cluster test): installed with
// apt-get when missing, the way a fresh machine or CI gets them. As a command:
// `node scripts/system-packages.mjs [chromium|redis|haproxy …]` (default: all).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const SYSTEM_PACKAGES = {
  chromium: { binary: '/usr/bin/chromium', pkg: 'chromium' },
  redis: { binary: '/usr/bin/redis-server', pkg: 'redis-server' },
  haproxy: { binary: '/usr/sbin/haproxy', pkg: 'haproxy' },
}

let updated = false

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`)
}

/** Installs the Debian package that provides `name`'s binary unless it is there; returns the binary's path. Throws when it cannot. */
export function ensureSystemPackage(name) {
  const { binary, pkg } = SYSTEM_PACKAGES[name]
  if (fs.existsSync(binary)) return binary
  if (process.getuid?.() !== 0)
    throw new Error(
      `${binary} is missing and this user cannot install it. Install it as root: sudo apt-get update && sudo apt-get install -y ${pkg}`,
    )
  console.log(`${binary} is missing, installing ${pkg} with apt-get`)
  if (!updated) run('apt-get', ['update'])
  updated = true
  run('apt-get', ['install', '-y', '--no-install-recommends', pkg])
  if (!fs.existsSync(binary)) throw new Error(`apt-get installed ${pkg} but ${binary} still does not exist`)
  return binary
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SYSTEM_PACKAGES)
  try {
    for (const name of names) {
      if (!(name in SYSTEM_PACKAGES))
        throw new Error(`unknown package "${name}" (known: ${Object.keys(SYSTEM_PACKAGES).join(', ')})`)
      console.log(`${name}: ${ensureSystemPackage(name)}`)
    }
  } catch (error) {
    console.error(`system-packages: ${error.message}`)
    process.exit(1)
  }
}
