#!/usr/bin/env node
// Makes sure the system Chromium that Playwright uses (playwright.config.ts) is installed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const CHROMIUM = '/usr/bin/chromium'

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (result.status !== 0) {
    console.error(`ensure-chromium: ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`)
    process.exit(1)
  }
}

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) {
    console.error(
      `ensure-chromium: ${CHROMIUM} is missing and this user cannot install it.\n` +
        '  Install it as root, e.g.: sudo apt-get update && sudo apt-get install -y chromium',
    )
    process.exit(1)
  }
  console.log(`ensure-chromium: ${CHROMIUM} is missing, installing it with apt-get`)
  run('apt-get', ['update'])
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'])
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`ensure-chromium: apt-get installed chromium but ${CHROMIUM} still does not exist`)
    process.exit(1)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  ensureChromium()
  console.log(`ensure-chromium: ${CHROMIUM} is present`)
}
