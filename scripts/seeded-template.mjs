// The seeded demo database that the integration tests and the e2e run start from
// (copies of it), built once per `npm test` run instead of once per step:
//   - SQLite: a folder with template.db and the upload folders, kept in a cache
//     (~/.cache/tribo/templates, or TRIBO_TEMPLATE_CACHE) under a hash of
//     everything that decides its content, so a later run with the same inputs
//     copies it instead of seeding again;
//   - PostgreSQL: a database on the given server (copied with CREATE DATABASE …
//     TEMPLATE), with its upload folders, for this run only.
// The hash covers the migrations, every source file the seed script imports
// (followed from scripts/prepare-database.ts through relative, `@/` and
// `@payload-config` imports), cms/seed/** and the lock file, plus the day
// (demo data is dated relative to today: expiring shares, recent orders).
// TRIBO_TEMPLATE_CACHE=off disables the cache.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalCondition } from './run-ts.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DONE_MARKER = 'TRIBO_DATABASE_READY'
/** The upload folders of a template, by the environment variable that points at each. */
export const UPLOAD_DIRS = {
  MEDIA_DIR: 'media',
  SHARE_FILES_DIR: 'share-files',
  SAFETY_DATA_SHEETS_DIR: 'safety-data-sheets',
  FORM_FILES_DIR: 'form-files',
  ORDER_DOCUMENTS_DIR: 'order-documents',
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json']
const IMPORT_RE = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bexport\s*\*\s*from\s*)['"]([^'"]+)['"]/g

function resolveImport(specifier, fromFile) {
  let base
  if (specifier === '@payload-config') return path.join(root, 'cms/payload.config.ts')
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier)
  else return null // a package: covered by the lock file
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ]
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null
}

/** Every project file the seed script can load (a static walk of its imports). */
function importClosure(entry) {
  const seen = new Set()
  const queue = [entry]
  while (queue.length) {
    const file = queue.pop()
    if (seen.has(file)) continue
    seen.add(file)
    if (!/\.(m?[jt]sx?)$/.test(file)) continue
    const text = fs.readFileSync(file, 'utf8')
    for (const match of text.matchAll(IMPORT_RE)) {
      const resolved = resolveImport(match[1], file)
      if (resolved && !seen.has(resolved)) queue.push(resolved)
    }
  }
  return seen
}

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
}

/** The hash of everything that decides the seeded template's content, for one dialect. */
export function templateKey(dialect) {
  const files = new Set([
    ...importClosure(path.join(root, 'scripts/prepare-database.ts')),
    ...filesUnder(path.join(root, 'cms/migrations')),
    ...filesUnder(path.join(root, 'cms/seed')),
    ...filesUnder(path.join(root, 'cms/collections')),
    path.join(root, 'cms/payload.config.ts'),
    path.join(root, 'package-lock.json'),
    path.join(root, 'scripts/run-ts.mjs'),
    fileURLToPath(import.meta.url),
  ])
  const hash = crypto.createHash('sha256')
  hash.update(`${dialect}\n${new Date().toISOString().slice(0, 10)}\n${process.version}\n`)
  for (const file of [...files].filter((f) => fs.existsSync(f)).sort()) {
    hash.update(`${path.relative(root, file)}\n`)
    hash.update(fs.readFileSync(file))
  }
  return hash.digest('hex').slice(0, 20)
}

function cacheRoot() {
  const setting = process.env.TRIBO_TEMPLATE_CACHE
  if (setting === 'off' || setting === '0') return null
  return (
    setting ||
    path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'tribo', 'templates')
  )
}

/** The seed processes running now (a caller that gives up ends them). */
export const seedProcesses = new Set()

/** Runs scripts/prepare-database.ts (migrate + seed an empty database) with scripts/run-ts.mjs, output into `logFile`. */
function runPrepare(databaseUrl, dir, logFile) {
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_OPTIONS: '--no-deprecation',
    SEED_SCALE: '1',
    TRIBO_PREPARE_MODE: 'start',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'tribo-test-secret-not-for-production',
  }
  for (const [variable, name] of Object.entries(UPLOAD_DIRS)) env[variable] = path.join(dir, name)
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [lexicalCondition(env), path.join(root, 'scripts/run-ts.mjs'), 'scripts/prepare-database.ts'],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    seedProcesses.add(child)
    let output = ''
    const keep = (chunk) => {
      output += chunk
      fs.appendFileSync(logFile, chunk)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', (error) => resolve({ ok: false, output: `${output}\n${error.message}` }))
    child.on('close', (code) => {
      seedProcesses.delete(child)
      resolve({ ok: code === 0 && output.includes(DONE_MARKER), code, output })
    })
  })
}

async function prepare(databaseUrl, dir) {
  const logFile = path.join(dir, 'seed.log')
  const result = await runPrepare(databaseUrl, dir, logFile)
  if (result.ok) return
  throw new Error(
    result.code !== 0
      ? `seeding the template failed (exit ${result.code}):\n${result.output.slice(-4000)}`
      : `seeding the template: the seed script ended without finishing:\n${result.output.slice(-4000)}`,
  )
}

/**
 * The seeded SQLite template: from the cache when its inputs are unchanged,
 * else seeded now (and cached). Answers { dialect, database, dir, seeded,
 * temporary, ms }; a temporary one (not in the cache) is the caller's to remove.
 * Consumers copy it; they never write to it.
 */
/** @param {{ log?: (message: string) => void }} [options] */
export async function sqliteTemplate({ log = () => {} } = {}) {
  const started = Date.now()
  const key = templateKey('sqlite')
  const cache = cacheRoot()
  const cached = cache && path.join(cache, `sqlite-${key}`)
  if (cached && fs.existsSync(path.join(cached, 'complete'))) {
    log(`SQLite template from the cache (${cached})`)
    return {
      dialect: 'sqlite',
      dir: cached,
      database: path.join(cached, 'template.db'),
      seeded: false,
      temporary: false,
      ms: Date.now() - started,
    }
  }
  if (cache) fs.mkdirSync(cache, { recursive: true })
  const dir = fs.mkdtempSync(
    path.join(cache ?? os.tmpdir(), cache ? `.sqlite-${key}-` : 'tribo-template-sqlite-'),
  )
  await prepare(`file:${path.join(dir, 'template.db')}`, dir)
  // One file, no -wal/-shm beside it, so that a plain copy is the whole database.
  await checkpoint(path.join(dir, 'template.db'))
  let result = dir
  if (cached) {
    fs.writeFileSync(path.join(dir, 'complete'), new Date().toISOString())
    try {
      fs.renameSync(dir, cached)
      result = cached
    } catch {
      // another run cached the same key meanwhile: keep ours for this run
    }
    // Templates of other inputs made more than a day ago are of no further use (the day is part of the key); younger
    // ones may belong to another working tree whose tests are copying them right now.
    for (const entry of fs.readdirSync(cache)) {
      const other = path.join(cache, entry)
      if (
        entry.startsWith('sqlite-') &&
        entry !== `sqlite-${key}` &&
        Date.now() - fs.statSync(other).mtimeMs > 86_400_000
      )
        fs.rmSync(other, { recursive: true, force: true })
    }
  }
  return {
    dialect: 'sqlite',
    dir: result,
    database: path.join(result, 'template.db'),
    seeded: true,
    temporary: result !== cached,
    ms: Date.now() - started,
  }
}

async function checkpoint(file) {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  try {
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    await client.execute('PRAGMA journal_mode=DELETE')
  } finally {
    client.close()
  }
}

/**
 * Seeds a PostgreSQL template database on the server at `serverUrl` (a new
 * database named `name`), upload folders in a temporary folder. Answers
 * { dialect, database: name, dir, seeded, ms }; drop it with dropPostgresTemplate().
 */
/** @param {string} serverUrl @param {{ log?: (message: string) => void, name?: string }} [options] */
export async function postgresTemplate(
  serverUrl,
  {
    log = () => {},
    name = `tribo_template_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`,
  } = {},
) {
  const started = Date.now()
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(`CREATE DATABASE "${name}"`).finally(() => client.end())
  const target = new URL(serverUrl)
  target.pathname = `/${name}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-template-postgres-'))
  log(`seeding the PostgreSQL template ${name} (log: ${path.join(dir, 'seed.log')})`)
  await prepare(target.toString(), dir)
  return { dialect: 'postgres', dir, database: name, seeded: true, ms: Date.now() - started }
}

export async function dropPostgresTemplate(serverUrl, template) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client
    .query(`DROP DATABASE IF EXISTS "${template.database}" WITH (FORCE)`)
    .finally(() => client.end())
  fs.rmSync(template.dir, { recursive: true, force: true })
}

/**
 * Copies a template's upload folders into `target` (by variable name → folder),
 * leaving out the safety data sheets (the biggest) unless `withSafetyDataSheets`.
 */
export function copyUploads(template, targets, { withSafetyDataSheets = true } = {}) {
  for (const [variable, name] of Object.entries(UPLOAD_DIRS)) {
    const from = path.join(template.dir, name)
    if (!targets[variable] || !fs.existsSync(from)) continue
    if (variable === 'SAFETY_DATA_SHEETS_DIR' && !withSafetyDataSheets) continue
    fs.cpSync(from, targets[variable], { recursive: true })
  }
}
