import path from 'node:path'
import { fileURLToPath } from 'node:url'

import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

import triboRules from './scripts/eslint-rules/index.mjs'

/** The application's own code (pages, blocks, features, UI kit, lib), where the fetching rules apply. */
const APP_CODE = [
  'app/**/*.{ts,tsx}',
  'blocks/**/*.{ts,tsx}',
  'components/**/*.{ts,tsx}',
  'features/**/*.{ts,tsx}',
  'lib/**/*.{ts,tsx}',
]

const root = path.dirname(fileURLToPath(import.meta.url))
const at = (glob) => path.join(root, glob)

/**
 * The data-access boundary (docs/architecture.md "Data access"): application
 * code reads and writes Payload through lib/data only — `shopData(scope)` and
 * `visitorData(tenant)` narrow every call to the request's tenant and owner,
 * `systemData(reason)` is the named escape for system work.
 */
const LOCAL_API =
  '/^(find|findByID|findDistinct|findVersions|findVersionByID|findGlobal|count|countVersions|create|update|updateGlobal|delete|duplicate|restoreVersion)$/'
const DATA_ACCESS =
  'Read and write through lib/data: shopData(scope) or visitorData(tenant); system work through systemData(reason) from lib/data/system.ts.'
const overrideAccessRule = {
  selector: "Property[key.name='overrideAccess']:not([value.value=false])",
  message: `overrideAccess other than false: ${DATA_ACCESS}`,
}
const dataBoundary = [
  {
    selector: `CallExpression[callee.object.name=/^payload$/i][callee.property.name=${LOCAL_API}]`,
    message: DATA_ACCESS,
  },
  {
    selector: `CallExpression[callee.object.property.name='payload'][callee.property.name=${LOCAL_API}]`,
    message: DATA_ACCESS,
  },
  {
    selector: `CallExpression[callee.object.type='AwaitExpression'][callee.object.argument.callee.name='getPayload'][callee.property.name=${LOCAL_API}]`,
    message: DATA_ACCESS,
  },
  overrideAccessRule,
]

/**
 * A local binding named `process` breaks the production build: Next's server compile turns each
 * `useEffect(...)` into `process.env.__NEXT_PRIVATE_MINIMIZE_MACRO_FALSE && useEffect(...)`, and a
 * shadowed `process` has no `env` (the page answers 500).
 */
const SHADOWED_PROCESS =
  "Do not name a binding `process` (it shadows Node's global; the production build then breaks hooks). Rename it, e.g. `{ process: contactProcess }`."
const processShadowing = [
  { selector: "ObjectPattern > Property > Identifier.value[name='process']", message: SHADOWED_PROCESS },
  { selector: ":function > Identifier.params[name='process']", message: SHADOWED_PROCESS },
  { selector: "VariableDeclarator > Identifier.id[name='process']", message: SHADOWED_PROCESS },
]

/**
 * The files that may use the system escape: work no visitor or account does
 * itself (tenant resolution, sign-in and password recovery before there is an
 * account, the cart's and the checkout's locked writes, the search index,
 * audit log, notification fan-out, editors' draft preview, health check).
 */
const SYSTEM_DATA_USERS = [
  'app/api/health/route.ts', // the health check
  'features/accounts/server/login.ts', // whose name a sign-in gives, before there is an account
  'features/accounts/server/on-behalf.ts', // the role of the contact an employee acts for (its login is not in the employee's scope)
  'features/accounts/server/password-reset.ts', // recovery tokens and the new password, before there is a session
  'features/addresses/server/partner-id.ts', // a partner id unique across the tenant's addresses (a count only)
  'features/carts/server/**', // carts keyed by their owner key, the checkout's locked writes
  'features/company/server/**', // an administrator's writes to its colleagues' accounts, invitations, the approval's locked writes
  'features/contact-manager/server/recipients.ts', // mail recipients of a contact process: editor-only fields
  'features/contacts/server/audit.ts', // the audit log, written by the server only
  'features/fleet/server/reminders.ts', // the service reminders: due services of every customer's fleet, its users, the reminder rows
  'features/fleet/server/removal.ts', // a deleted fleet entry's service reminders (the accounts' rows), in the delete's transaction
  'features/notification-centre/server/notify.ts', // notifying any account (order confirmations)
  'features/order-documents/server/**', // an order's documents written and stored for whoever placed it (checkout, approval, repeat order), the ERP's import
  'features/pages/server/pages.ts', // editors' draft preview
  'features/repeat-orders/server/{runner,placing}.ts', // the repeat-order scheduler: due schedules of every customer, the buyer's login, run rows
  'features/search/server/service.ts', // the search indexer's change log
  'features/tenancy/server/tenants.ts', // the tenant of a host (the routing table of every tenant)
]

/**
 * The layers (docs/architecture.md "Layers"): each imports only from the layers below it.
 *
 *   app → blocks → features → components → lib
 *
 * blocks/     page composition: CMS blocks, the site header and footer, the home page
 * features/   one slice per domain (server code, islands, pure model)
 * components/ the UI kit: no domain knowledge
 * lib/        framework-free helpers and infrastructure
 * cms/        beside them: the Payload config, importing block configs and each slice's pure `model.ts` only
 *
 * Cycles between feature slices are refused by scripts/layers.test.ts.
 */
const LAYER_MESSAGE = {
  components:
    'components/ is the UI kit: it imports only components/ and lib/ (a component that needs a feature belongs to features/ or blocks/).',
  lib: 'lib/ is the bottom layer: it imports only lib/ (and the generated cms/payload-types).',
  features: 'features/ must not import blocks/ or app/ (page composition sits above the slices).',
  blocks: 'blocks/ must not import app/.',
  cms: 'cms/ imports block configs (blocks/configs.ts, blocks/*/config.ts, blocks/fields.ts) and a slice only through its pure features/<slice>/model.ts.',
}
const layerZones = [
  {
    target: at('components/**'),
    from: [at('features/**'), at('blocks/**'), at('app/**'), at('cms/**')],
    except: [at('cms/payload-types.{ts,d.ts}')],
    message: LAYER_MESSAGE.components,
  },
  {
    target: at('lib/**'),
    from: [at('components/**'), at('features/**'), at('blocks/**'), at('app/**'), at('cms/**')],
    except: [at('cms/{payload-types,payload.config}.ts')],
    message: LAYER_MESSAGE.lib,
  },
  { target: at('features/**'), from: [at('blocks/**'), at('app/**')], message: LAYER_MESSAGE.features },
  { target: at('blocks/**'), from: [at('app/**')], message: LAYER_MESSAGE.blocks },
  { target: at('cms/**'), from: [at('app/**'), at('components/**')], message: LAYER_MESSAGE.cms },
  {
    target: at('cms/**'),
    from: [at('features/**')],
    except: [at('features/*/model.ts')],
    message: LAYER_MESSAGE.cms,
  },
  {
    target: at('cms/**'),
    from: [at('blocks/**')],
    except: [at('blocks/{configs,fields}.ts'), at('blocks/*/config.ts')],
    message: LAYER_MESSAGE.cms,
  },
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'cms/payload-types.ts',
      'cms/migrations/**',
      'app/(payload)/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
  {
    files: [
      'app/**/*.{ts,tsx}',
      'blocks/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'features/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
      'proxy.ts',
      'instrumentation.ts',
    ],
    ignores: ['lib/data/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...dataBoundary, ...processShadowing],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/data/system', '**/data/system'],
              message:
                'The system escape: only the files in SYSTEM_DATA_USERS (eslint.config.mjs) may use it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: SYSTEM_DATA_USERS,
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['cms/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['cms/seed/**', 'cms/hooks/**', 'cms/collections/**/hooks/**'],
    rules: { 'no-restricted-syntax': ['error', overrideAccessRule] },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Specs take `test` from e2e/fixtures.ts, whose page waits for hydration after goto and reload.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from './fixtures': its page waits until the site has hydrated.",
            },
          ],
        },
      ],
    },
  },
  {
    // One way to fetch in the browser: a Zustand store holds client state only (docs/architecture.md "Fetching in the browser").
    files: APP_CODE,
    plugins: { tribo: triboRules },
    rules: { 'tribo/stores-do-not-fetch': 'error' },
  },
  {
    // One way to talk to the server from the browser: requests are React Query hooks in the slice's
    // queries.ts (or api.ts), forms submit through a useBusyMutation too (docs/architecture.md
    // "Fetching in the browser"). Elsewhere the API client's request functions and fetch('/api/…') are refused.
    files: APP_CODE,
    ignores: [
      '**/queries.ts',
      '**/api.ts',
      'lib/api/**',
      'lib/query/**',
      // Server code: route handlers and the slices' server modules never run in the browser.
      'app/api/**',
      '**/server/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      // The widget gallery's "API-Client" section demonstrates the raw client itself (its answer's data,
      // the unknown-error notification and the error it rejects with); it keeps no server state.
      'features/gallery/components/runtime-demos.client.tsx',
    ],
    plugins: { tribo: triboRules },
    rules: { 'tribo/requests-in-queries': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]

export default config
