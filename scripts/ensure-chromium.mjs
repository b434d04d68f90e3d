#!/usr/bin/env node
// Makes sure the system Chromium that Playwright uses (playwright.config.ts) is installed.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ensureSystemPackage } from './system-packages.mjs'

export function ensureChromium() {
  try {
    return ensureSystemPackage('chromium')
  } catch (error) {
    console.error(`ensure-chromium: ${error.message}`)
    process.exit(1)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(`ensure-chromium: ${ensureChromium()} is present`)
}
