/**
 * Which message namespaces the browser needs, read from the source: the
 * namespaces of `useTranslations('…')` in every module a route's client
 * components import (a module with 'use client' and everything it imports).
 * Used by lib/i18n/client-namespaces.test.ts to check that the layout's shell
 * namespaces (SHELL_NAMESPACES) plus what a page hands to its islands
 * (`withPageMessages`) cover every island of the page. A server component
 * that wraps its own islands in `<PageMessages namespaces={[…]}>` (a form
 * block, the product list) provides those namespaces for the islands reached
 * through it, so a page need not send them when the block is absent. Node
 * only (reads files); never imported by the app.
 */
import fs from 'node:fs'
import path from 'node:path'

import { isCoveredBy } from './client-messages'

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts']
const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const NAMESPACE = /useTranslations\(\s*['"]([A-Za-z0-9.]+)['"]/g
/** `useTranslations()` or `useTranslations(variable)`: which texts it needs cannot be read, so no page can send them. */
const UNNAMED = /useTranslations\(\s*(?!['"\s])/
export const UNNAMED_NAMESPACE = '(useTranslations without a written namespace)'
const PROVIDED = /<PageMessages\s+namespaces=\{\s*\[([^\]]*)\]\s*\}/g
const DECLARED = /withPageMessages\(\s*\[([^\]]*)\]/

/** The namespaces a page hands its islands (`withPageMessages([...], Page)`), read from the page's source. */
export function pageMessageNamespaces(pageSource: string): string[] {
  const match = DECLARED.exec(pageSource)
  return match ? [...match[1]!.matchAll(/'([A-Za-z0-9.]+)'/g)].map((m) => m[1]!) : []
}

type ModuleInfo = {
  client: boolean
  /** Modules of the project this one imports, statically or with `import()`. */
  imports: string[]
  /** … only the static ones: their code is part of this module's chunk. */
  staticImports: string[]
  /** Packages this module imports statically (`zod`, `next/dynamic` …). */
  packages: string[]
  namespaces: string[]
  provides: string[]
}

export function createAnalyzer(root: string) {
  const modules = new Map<string, ModuleInfo>()

  function resolve(from: string, specifier: string): string | null {
    let base: string
    if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2))
    else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
    else return null
    if (/\.(css|json|svg|png)$/.test(base)) return null
    for (const ext of ['', ...EXTENSIONS]) {
      const candidate = base + ext
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile() && /\.tsx?$/.test(candidate))
        return candidate
    }
    return null
  }

  function read(file: string): ModuleInfo {
    const known = modules.get(file)
    if (known) return known
    const source = fs.readFileSync(file, 'utf8')
    const imports: string[] = []
    const staticImports: string[] = []
    const packages: string[] = []
    for (const match of source.matchAll(IMPORT)) {
      // `import type …` brings no code.
      if (/^(?:import|export)\s+type\s/.test(match[0])) continue
      const specifier = match[1] ?? match[2]!
      const target = resolve(file, specifier)
      if (target) imports.push(target)
      if (match[2] !== undefined) continue
      if (target) staticImports.push(target)
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.push(specifier)
    }
    const info: ModuleInfo = {
      client: /^\s*['"]use client['"]/.test(source),
      imports,
      staticImports,
      packages,
      namespaces: [
        ...[...source.matchAll(NAMESPACE)].map((m) => m[1]!),
        ...(UNNAMED.test(source) ? [UNNAMED_NAMESPACE] : []),
      ],
      provides: [...source.matchAll(PROVIDED)].flatMap((m) =>
        [...m[1]!.matchAll(/'([A-Za-z0-9.]+)'/g)].map((n) => n[1]!),
      ),
    }
    modules.set(file, info)
    return info
  }

  /** Namespaces used by the client modules reachable from `entry` (a server page or layout). */
  function clientNamespaces(entry: string): Set<string> {
    const found = new Set<string>()
    const seen = new Set<string>()
    const visit = (file: string, inClient: boolean, provided: readonly string[]) => {
      const info = read(file)
      const client = inClient || info.client
      // A server module's own <PageMessages> covers the islands below it.
      const below = client || !info.provides.length ? provided : [...provided, ...info.provides]
      const key = `${file}|${inClient}|${below.join(',')}`
      if (seen.has(key)) return
      seen.add(key)
      if (client) for (const ns of info.namespaces) if (!isCoveredBy(ns, below)) found.add(ns)
      for (const target of info.imports) visit(target, client, below)
    }
    visit(path.resolve(root, entry), false, [])
    return found
  }

  /**
   * Packages the browser loads with the client modules reachable from `entry`:
   * what client modules import statically, following static imports only
   * (`import()` and `next/dynamic` start chunks of their own, loaded when used).
   */
  function clientPackages(entry: string): Set<string> {
    const found = new Set<string>()
    const seen = new Set<string>()
    const visit = (file: string, inClient: boolean) => {
      const info = read(file)
      const client = inClient || info.client
      const key = `${file}|${client}`
      if (seen.has(key)) return
      seen.add(key)
      if (client) for (const name of info.packages) found.add(name)
      for (const target of client ? info.staticImports : info.imports) visit(target, client)
    }
    visit(path.resolve(root, entry), false)
    return found
  }

  return { clientNamespaces, clientPackages }
}
