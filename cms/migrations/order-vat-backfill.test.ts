import { createClient } from '@libsql/client'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { describe, expect, it } from 'vitest'

import { up } from './sqlite/20261126_142749_order_vat'

/**
 * The migration that introduced stored VAT fills it in for the orders placed
 * before: the standard rate of each order's date (Swiss time), the tax rounded
 * half up to the cent, the total including VAT and the breakdown.
 */
describe('order VAT migration (SQLite)', () => {
  it('backfills lines, VAT, gross total and breakdown by the rate of the order date', async () => {
    const client = createClient({ url: ':memory:' })
    await client.executeMultiple(`
      CREATE TABLE articles (id integer PRIMARY KEY);
      CREATE TABLE checkout_settings (id integer PRIMARY KEY);
      CREATE TABLE orders (id integer PRIMARY KEY, ordered_at text NOT NULL, total_cents numeric NOT NULL);
      CREATE TABLE orders_lines (_order integer, _parent_id integer, id text PRIMARY KEY);
      INSERT INTO orders VALUES (1, '2026-11-20T08:00:00.000Z', 386045), (2, '2023-12-31T22:30:00.000Z', 10000), (3, '2023-12-31T23:30:00.000Z', 50);
      INSERT INTO orders_lines VALUES (1, 1, 'a'), (2, 1, 'b'), (1, 2, 'c'), (1, 3, 'd');
      INSERT INTO checkout_settings VALUES (1);
    `)
    const db = drizzle(client)
    await up({ db, payload: {}, req: {} } as unknown as Parameters<typeof up>[0])

    const orders = (await client.execute('SELECT id, vat_cents, gross_total_cents, vat_breakdown FROM orders ORDER BY id')).rows
    expect(orders.map((row) => [Number(row.vat_cents), Number(row.gross_total_cents), JSON.parse(String(row.vat_breakdown))])).toEqual([
      [31_270, 417_315, [{ rate: 8.1, netCents: 386_045, vatCents: 31_270 }]],
      // 23:30 on 31 December 2023 in Zurich: still 7.7 %.
      [770, 10_770, [{ rate: 7.7, netCents: 10_000, vatCents: 770 }]],
      // 00:30 on 1 January 2024 in Zurich: 8.1 %; 4.05 cents round to 4.
      [4, 54, [{ rate: 8.1, netCents: 50, vatCents: 4 }]],
    ])
    const lines = (await client.execute('SELECT id, vat_rate FROM orders_lines ORDER BY id')).rows
    expect(lines.map((row) => [row.id, Number(row.vat_rate)])).toEqual([
      ['a', 8.1],
      ['b', 8.1],
      ['c', 7.7],
      ['d', 8.1],
    ])
    const settings = (await client.execute('SELECT vat_standard_rate FROM checkout_settings')).rows
    expect(Number(settings[0]!.vat_standard_rate)).toBe(8.1)
    client.close()
  })
})
