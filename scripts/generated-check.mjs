#!/usr/bin/env node
// Fails when a generated file that is committed no longer matches the config it is generated from:
//   cms/payload-types.ts               `npm run generate:types`
//   app/(payload)/cms/importMap.js     `npm run generate:importmap`
// Both are regenerated from cms/payload.config.ts and compared with the files in the working tree.
// The types go to a temporary file (PAYLOAD_TS_OUTPUT_PATH). The import map holds paths relative
// to its own folder, so it is regenerated in place (Payload writes it only when it changed) and,
// when it changed, the previous content is put back: the check never leaves the tree modified.
// `--write` keeps the regenerated files instead (the same as running both npm scripts).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const write = process.argv.includes('--write')
const TYPES = 'cms/payload-types.ts'
const IMPORT_MAP = 'app/(payload)/cms/importMap.js'

function payloadOnce(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), ...args], {
      cwd: root,
      // No database is opened; a throwaway SQLite path keeps the config from pointing at data/.
      env: {
        DATABASE_URL: `file:${path.join(tmp, 'unused.db')}`,
        ...process.env,
        // Lexical's builds by condition, not through its wrapper that deadlocks Node 20 (scripts/run-ts.mjs).
        NODE_OPTIONS: '--no-deprecation --conditions=development',
        PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`payload ${args.join(' ')} failed (exit ${code}):\n${output}`)),
    )
  })
}

/**
 * Runs a Payload CLI command until its output shows it finished (`done`). Payload's CLI has been
 * seen to end with exit code 0 before doing anything on a busy machine (an import that never
 * settles leaves Node's event loop empty): such a run is repeated, up to three times.
 */
async function payload(args, done, env = {}) {
  let output = ''
  for (let attempt = 1; attempt <= 3; attempt++) {
    output = await payloadOnce(args, env)
    if (done.test(output)) return output
  }
  throw new Error(`payload ${args.join(' ')} ended without finishing, 3 times:\n${output}`)
}

/** Up to `max` lines that only one side has, marked - (committed) and + (generated). */
function lineDiff(before, after, max = 12) {
  const a = before.split('\n')
  const b = after.split('\n')
  const inA = new Set(a)
  const inB = new Set(b)
  const lines = [
    ...a.filter((l) => !inB.has(l)).map((l) => `  - ${l}`),
    ...b.filter((l) => !inA.has(l)).map((l) => `  + ${l}`),
  ]
  return [...lines.slice(0, max), ...(lines.length > max ? [`  … ${lines.length - max} more`] : [])].join(
    '\n',
  )
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-generated-'))
const problems = []
try {
  const typesFile = path.join(root, TYPES)
  const mapFile = path.join(root, IMPORT_MAP)
  const typesBefore = fs.readFileSync(typesFile, 'utf8')
  const mapBefore = fs.readFileSync(mapFile, 'utf8')
  const generatedTypes = path.join(tmp, 'payload-types.ts')

  // One after the other: two CLI runs at once are what made the CLI end early.
  await payload(['generate:types'], /Types written to/, { PAYLOAD_TS_OUTPUT_PATH: generatedTypes })
  await payload(['generate:importmap'], /skipping writing import map|Writing import map/)

  const typesAfter = fs.readFileSync(generatedTypes, 'utf8')
  const mapAfter = fs.readFileSync(mapFile, 'utf8')
  if (typesAfter !== typesBefore) {
    problems.push(
      `${TYPES} is stale (the collections or globals changed): run \`npm run generate:types\` and commit it.\n${lineDiff(typesBefore, typesAfter)}`,
    )
    if (write) fs.writeFileSync(typesFile, typesAfter)
  }
  if (mapAfter.trim() !== mapBefore.trim()) {
    problems.push(
      `${IMPORT_MAP} is stale (admin components were added, moved or removed): run \`npm run generate:importmap\` and commit it.\n${lineDiff(mapBefore, mapAfter)}`,
    )
    if (!write) fs.writeFileSync(mapFile, mapBefore)
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}

if (problems.length && !write) {
  console.error(`generated files: ${problems.length} out of date\n\n${problems.join('\n\n')}`)
  process.exit(1)
}
console.log(
  problems.length
    ? `generated files: regenerated ${problems.length} (--write); commit them`
    : `generated files: ${TYPES} and ${IMPORT_MAP} match the config`,
)
