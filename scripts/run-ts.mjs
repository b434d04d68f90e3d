#!/usr/bin/env node
/**
 * `node scripts/run-ts.mjs <script.ts> [args…]` runs a TypeScript script of
 * this project (the database preparation, the seed) with plain Node: esbuild
 * bundles the script with our own modules into one ES module (packages stay
 * imports from node_modules), and Node imports that file.
 *
 * Why not `payload run`: Payload's CLI loads TypeScript through tsx's
 * asynchronous loader hooks, which answer every import from a worker thread.
 * On a busy machine (CI: build, e2e and several databases on two cores) an
 * import through them was seen never to settle: Node 20 then ends the process
 * with exit code 0 before the script did anything, or it hangs when something
 * else keeps it alive. A bundle needs no loader at all.
 *
 * The bundle alone is not enough. Lexical's packages (the rich-text editor,
 * imported by the Payload config) answer Node's `import` with a wrapper that
 * picks the development or production build by a top-level `await import()`;
 * Node 20 deadlocks on two such wrappers importing each other (measured: 4 of
 * 10 plain `import('@payloadcms/richtext-lexical')` never settled). Node then
 * ends the process with exit code 0 before the script ran: the silent
 * failures Payload's CLI showed in CI. The build is therefore chosen by a
 * resolution condition (`--conditions=development` or `production`, by
 * NODE_ENV as the wrapper would), which resolves to the build directly; this
 * script starts itself again with it when it was not given (0 of 10 hung).
 *
 * What the bundle keeps as the source had it:
 * - `import.meta.url` of each source file (cms/db.ts finds its migrations by it);
 * - the tsconfig path aliases (`@/…`, `@payload-config`);
 * - `.env` files, loaded the way Payload's CLI (and Next) load them;
 * - `server-only` as the empty module it is on the server.
 * One difference: a package imported only by a module that is itself imported
 * lazily is loaded when the bundle starts (esbuild hoists external imports).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)

/** A package subpath Node's ESM resolver cannot find on its own: the package has no `exports` map. */
function needsFullPath(specifier) {
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
  if (specifier === name) return false
  try {
    const manifest = JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8'))
    return manifest.exports === undefined
  } catch {
    return false
  }
}

/** esbuild plugin: packages stay external (subpaths of packages without `exports` by full path); source files keep their own `import.meta.url`. */
const sourcePlugin = {
  name: 'tribo-source',
  setup(build) {
    // Scripts run on the server: `server-only` is the empty module it is under Next's react-server condition.
    build.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'tribo-empty' }))
    build.onLoad({ filter: /.*/, namespace: 'tribo-empty' }, () => ({ contents: '', loader: 'js' }))
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.resolving) return undefined
      // tsconfig aliases resolve to our sources: let esbuild follow them.
      if (args.path.startsWith('@/') || args.path === '@payload-config') return undefined
      if (args.path.startsWith('node:')) return { path: args.path, external: true }
      if (!needsFullPath(args.path)) return { path: args.path, external: true }
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: { resolving: true },
      })
      if (resolved.errors.length) return { errors: resolved.errors }
      return { path: pathToFileURL(resolved.path).href, external: true }
    })
    build.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const source = await fs.promises.readFile(args.path, 'utf8')
      const contents = source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
      const extension = path.extname(args.path).slice(1)
      const loader = extension === 'tsx' ? 'tsx' : extension === 'ts' || extension === 'mts' ? 'ts' : 'js'
      return { contents, loader }
    })
  },
}

/** Bundles `entry` into a file of its own under node_modules/.cache and answers its path. */
export async function bundleScript(entry) {
  const { build } = await import('esbuild')
  const outDir = path.join(root, 'node_modules/.cache/tribo-run')
  fs.mkdirSync(outDir, { recursive: true })
  const outfile = path.join(
    outDir,
    `${path.basename(entry).replace(/\.[^.]+$/, '')}-${process.pid}-${Date.now()}.mjs`,
  )
  await build({
    entryPoints: [path.resolve(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'error',
    banner: {
      js: "import { createRequire as __triboRequire } from 'node:module'; const require = __triboRequire(import.meta.url);",
    },
    plugins: [sourcePlugin],
  })
  return outfile
}

/** The resolution condition that picks Lexical's build the way its wrapper would. */
export function lexicalCondition(env = process.env) {
  return `--conditions=${env.NODE_ENV === 'production' ? 'production' : 'development'}`
}

/** Runs this script again with the resolution condition; ends this process with the child's exit code. */
async function restartWithCondition() {
  const { spawn } = await import('node:child_process')
  const child = spawn(
    process.execPath,
    [...process.execArgv, lexicalCondition(), fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  )
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

async function main() {
  const [entry, ...args] = process.argv.slice(2)
  if (!entry) {
    console.error('usage: node scripts/run-ts.mjs <script.ts> [args…]')
    process.exit(1)
  }
  if (!process.execArgv.some((arg) => arg.startsWith('--conditions') || arg === '-C')) {
    await restartWithCondition()
    return
  }
  const { loadEnvConfig } = require('@next/env')
  loadEnvConfig(root, process.env.NODE_ENV !== 'production', { info: () => {}, error: console.error })
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  const outfile = await bundleScript(entry)
  process.on('exit', () => fs.rmSync(outfile, { force: true }))
  process.argv = [process.argv[0], path.resolve(root, entry), ...args]
  await import(pathToFileURL(outfile).href)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
