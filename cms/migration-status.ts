import fs from 'node:fs'
import path from 'node:path'

/** A migration's file name without `.ts`, as Payload records it in `payload_migrations` (e.g. `20261122_215524_initial`). */
const MIGRATION_FILE = /^(\d{8}_\d{6}_[\w-]+)\.ts$/

const shipped = new Map<string, string[]>()

/**
 * The migrations this release brings for a dialect: the files in
 * `cms/migrations/<dialect>` (read once per process). Empty when the folder is
 * not there (then nothing can be said to be pending).
 */
export function shippedMigrations(dialect: 'postgres' | 'sqlite', root = process.cwd()): string[] {
  const key = `${root}:${dialect}`
  let names = shipped.get(key)
  if (!names) {
    try {
      names = fs
        .readdirSync(path.join(root, 'cms', 'migrations', dialect))
        .map((file) => MIGRATION_FILE.exec(file)?.[1])
        .filter((name): name is string => !!name)
        .sort()
    } catch {
      names = []
    }
    shipped.set(key, names)
  }
  return names
}

/** What this release brings that the database has not applied yet (in order). */
export function pendingMigrations(shippedNames: string[], appliedNames: Iterable<string>): string[] {
  const applied = new Set(appliedNames)
  return shippedNames.filter((name) => !applied.has(name))
}
