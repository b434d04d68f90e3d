#!/usr/bin/env node
// The import graph between feature slices (features/<slice>/…), and its cycles.
// ESLint (eslint.config.mjs, import/no-restricted-paths) keeps the layers in order;
// this keeps the slices a directed graph without cycles.
//   node scripts/layers.mjs          prints the slices each slice imports, fails on a cycle
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SPECIFIERS = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function sourceFiles(dir) {
  const files = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...sourceFiles(full))
    else if (/\.(ts|tsx)$/.test(entry.name)) files.push(full)
  }
  return files
}

/** Slice → the slices it imports, each with the imports that make the edge (`file : specifier`). */
export function sliceGraph(base = root) {
  const featuresDir = path.join(base, 'features')
  const sliceOf = (file) => {
    const [first, slice] = path.relative(base, file).split(path.sep)
    return first === 'features' && slice && !slice.includes('.') ? slice : null
  }
  const graph = new Map()
  for (const file of sourceFiles(featuresDir)) {
    const from = sliceOf(file)
    if (!from) continue
    if (!graph.has(from)) graph.set(from, new Map())
    const source = fs.readFileSync(file, 'utf8')
    for (const match of source.matchAll(SPECIFIERS)) {
      const specifier = match[1] ?? match[2]
      const target = specifier.startsWith('@/')
        ? path.join(base, specifier.slice(2))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : null
      const to = target && sliceOf(target)
      if (!to || to === from) continue
      const edges = graph.get(from)
      if (!edges.has(to)) edges.set(to, [])
      edges.get(to).push(`${path.relative(base, file)} : ${specifier}`)
    }
  }
  return graph
}

/** The groups of slices that import each other, directly or round about (strongly connected, more than one slice). */
export function sliceCycles(graph) {
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  const visit = (slice) => {
    index.set(slice, counter)
    low.set(slice, counter++)
    stack.push(slice)
    onStack.add(slice)
    for (const next of graph.get(slice)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(slice, Math.min(low.get(slice), low.get(next)))
      } else if (onStack.has(next)) low.set(slice, Math.min(low.get(slice), index.get(next)))
    }
    if (low.get(slice) !== index.get(slice)) return
    const group = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      group.push(member)
    } while (member !== slice)
    if (group.length > 1) cycles.push(group.sort())
  }
  for (const slice of graph.keys()) if (!index.has(slice)) visit(slice)
  return cycles
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const graph = sliceGraph()
  for (const [slice, edges] of [...graph].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`${slice} → ${[...edges.keys()].sort().join(', ') || '—'}`)
  const cycles = sliceCycles(graph)
  for (const group of cycles) {
    console.error(`\nThese slices import each other: ${group.join(', ')}`)
    for (const from of group)
      for (const [to, via] of graph.get(from) ?? [])
        if (group.includes(to)) console.error(`  ${from} → ${to}\n    ${via.join('\n    ')}`)
  }
  process.exit(cycles.length ? 1 : 0)
}
