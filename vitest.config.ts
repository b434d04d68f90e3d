import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

import IntegrationSequencer from './tests/helpers/integration-sequencer.mjs'

const root = path.dirname(fileURLToPath(import.meta.url))
const isPostgres = process.env.TEST_DB === 'postgres'
const unitRoots = '{app,blocks,components,features,lib,cms,messages,bench,scripts}'

/**
 * Test projects:
 *   unit        node environment, `*.test.ts` next to the code
 *   unit-dom    jsdom + Testing Library, `*.test.tsx` next to the code
 *   integration `tests/integration/**\/*.int.test.ts` against a real database;
 *               every test file gets a fresh one (TEST_DB=sqlite|postgres).
 * `npx vitest run --project 'unit*'` runs both unit projects.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    // tsconfig `paths` (`@/*`, `@payload-config`), resolved natively by Vite 8.
    tsconfigPaths: true,
    alias: [
      { find: '@payload-config', replacement: path.join(root, 'cms/payload.config.ts') },
      // `server-only` throws outside React Server Components; tests import server modules directly.
      { find: /^server-only$/, replacement: path.join(root, 'tests/helpers/empty-module.ts') },
    ],
  },
  test: {
    env: {
      PAYLOAD_SECRET: 'tribo-test-secret-not-for-production',
      NEXT_TELEMETRY_DISABLED: '1',
      // Tests build search indexes when they search; a background build started by a health check would outlive the test file's database.
      SEARCH_WARM_ON_START: 'false',
      // The repeat-order runner starts with the first health check; tests run it themselves (features/repeat-orders/server/runner.ts).
      REPEAT_ORDERS: 'off',
      // Likewise the service reminders (features/fleet/server/reminders.ts).
      SERVICE_REMINDERS: 'off',
    },
    exclude: ['**/node_modules/**', '.next/**', 'e2e/**', 'data/**'],
    // The slowest integration files first (a fresh clone has no durations from an earlier run to go by).
    sequence: { sequencer: IntegrationSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // `npm test` runs the unit tests beside the build and the seeds: a test that takes 2 s alone may take 10 there.
          testTimeout: 30_000,
          include: [`${unitRoots}/**/*.test.ts`, 'proxy.test.ts'],
          // next-intl's middleware imports `next/server` without an extension, which Node's ESM loader refuses; Vite resolves it.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          testTimeout: 30_000,
          include: [`${unitRoots}/**/*.test.tsx`],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.int.test.ts'],
          globalSetup: ['./tests/helpers/integration-global-setup.ts'],
          setupFiles: ['./tests/helpers/integration-setup.ts'],
          // `npm test` runs both integration runs beside e2e and the cluster on two cores: a test that
          // takes 15 s alone (a second seed, a ZIP of every shared file, a production start) took over 60 s there.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // Each file runs in its own worker with its own database; a PostgreSQL
          // server has a connection limit, so fewer files run at once there.
          pool: 'forks',
          // Lexical's builds by condition, not through its wrapper whose top-level await
          // deadlocks Node 20's loader now and then (scripts/run-ts.mjs).
          execArgv: ['--conditions=development'],
          isolate: true,
          fileParallelism: true,
          maxWorkers: isPostgres ? 2 : 4,
        },
      },
    ],
  },
})
