// Runs in each integration test file before its modules load: points
// DATABASE_URL and the upload folders at this file's own (test-database.ts).
// tests/helpers/payload.ts creates the database on first use — a copy of the
// seeded template, or empty — and migrates it with the dialect's migrations.
import { afterAll } from 'vitest'

import { closeTestPayload } from './payload'
import { dropDatabase } from './test-database'

// Registered before the file's own hooks, so it runs after them (hooks stack).
afterAll(async () => {
  await closeTestPayload()
  await dropDatabase()
})
