import type { Payload } from 'payload'

/**
 * Bulk inserts for seed data too large for one Local API call per document
 * (thousands of vehicle types and recommendations). Both database adapters
 * expose their Drizzle instance and table objects; rows use the column names
 * of the generated migrations. Only the seed uses this: it skips Payload's
 * hooks and validation, so the seed's data must already be valid.
 */
type Table = { id: unknown }
type InsertQuery = PromiseLike<unknown> & {
  returning: (fields: { id: unknown }) => PromiseLike<{ id: number }[]>
}
type DrizzleAdapter = {
  drizzle: { insert: (table: Table) => { values: (rows: Record<string, unknown>[]) => InsertQuery } }
  tables: Record<string, Table | undefined>
}

/** Bound parameters per INSERT: below SQLite's (32 766) and PostgreSQL's (65 535) limits. */
const MAX_PARAMETERS = 30_000
/**
 * Rows per INSERT. Drizzle binds a parameter for every column of the table (its default for a
 * column a row leaves out), so the table's column count decides, not the row's keys.
 */
const chunkOf = (table: Table, rows: Record<string, unknown>[]) =>
  Math.max(
    1,
    Math.floor(MAX_PARAMETERS / Math.max(1, Object.keys(table).length, Object.keys(rows[0] ?? {}).length)),
  )

function adapter(payload: Payload): DrizzleAdapter {
  const db = payload.db as unknown as Partial<DrizzleAdapter>
  if (!db.drizzle || !db.tables)
    throw new Error('Seed: bulk inserts need a Drizzle database adapter (SQLite or PostgreSQL)')
  return db as DrizzleAdapter
}

function tableOf(payload: Payload, name: string): Table {
  const table = adapter(payload).tables[name]
  if (!table) throw new Error(`Seed: table "${name}" does not exist; run the migrations first`)
  return table
}

/** Inserts rows into `table` in chunks and returns their new ids in row order. */
export async function insertReturningIds(
  payload: Payload,
  table: string,
  rows: Record<string, unknown>[],
): Promise<number[]> {
  const t = tableOf(payload, table)
  const ids: number[] = []
  const chunk = chunkOf(t, rows)
  for (let i = 0; i < rows.length; i += chunk) {
    const returned = await adapter(payload)
      .drizzle.insert(t)
      .values(rows.slice(i, i + chunk))
      .returning({ id: t.id })
    ids.push(...returned.map((row) => Number(row.id)))
  }
  return ids
}

/** Inserts rows into `table` in chunks. */
export async function insertRows(
  payload: Payload,
  table: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  const t = tableOf(payload, table)
  const chunk = chunkOf(t, rows)
  for (let i = 0; i < rows.length; i += chunk)
    await adapter(payload)
      .drizzle.insert(t)
      .values(rows.slice(i, i + chunk))
}

/** Timestamps as both adapters store them (ISO strings). */
export function timestamps(): { createdAt: string; updatedAt: string } {
  const now = new Date().toISOString()
  return { createdAt: now, updatedAt: now }
}
