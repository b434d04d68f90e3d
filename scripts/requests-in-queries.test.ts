import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

describe("requests live in the slice's queries.ts (eslint.config.mjs, tribo/requests-in-queries)", () => {
  let eslint: ESLint
  beforeAll(() => {
    eslint = new ESLint({ cwd: root })
  })

  /** The rule's errors ESLint reports for `code` as if it were the file at `file`. */
  async function errors(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
    // A fixture that does not parse would pass "accepts" without being looked at.
    expect(result.messages.filter((m) => m.fatal)).toEqual([])
    return result.messages.filter((m) => m.ruleId === 'tribo/requests-in-queries').map((m) => m.message)
  }

  const handler = (call: string) =>
    `'use client'\nexport function Save() {\n  return <button onClick={async () => { await ${call} }}>Speichern</button>\n}\n`

  it.each([
    [
      'apiRequest in a click handler',
      'features/carts/components/wrong.client.tsx',
      `import { apiRequest } from '@/lib/api/client'\n${handler("apiRequest('POST', '/api/x', { body: {} })")}`,
    ],
    [
      'the shorthands, imported relatively',
      'features/carts/components/wrong.client.tsx',
      `import { api } from '../../../lib/api/client'\n${handler("api.post('/api/x', {})")}`,
    ],
    [
      'the whole client module',
      'blocks/wrong/component.tsx',
      `import * as client from '@/lib/api/client'\n${handler("client.apiRequest('GET', '/api/x')")}`,
    ],
    ['fetch of an /api/ path', 'components/wrong/wrong.client.tsx', handler("fetch('/api/x')")],
    ['window.fetch of an /api/ template', 'app/(site)/wrong.tsx', handler('window.fetch(`/api/x/${1}`)')],
  ])('refuses %s outside queries.ts', async (_what, file, code) => {
    const found = await errors(file, code)
    expect(found).toHaveLength(1)
    expect(found[0]).toContain("Requests belong in the slice's queries.ts")
  })

  it.each([
    [
      "the slice's queries.ts",
      'features/carts/queries.ts',
      "'use client'\nimport { api, apiRequest } from '@/lib/api/client'\nimport { useBusyMutation } from '@/lib/query/busy'\nexport const useSave = () => useBusyMutation({ slice: ['carts'], name: 'save', mutationFn: () => apiRequest('POST', '/api/x') })\nexport const load = () => api.get('/api/x')\n",
    ],
    [
      "a slice's api.ts",
      'features/addresses/api.ts',
      "import { apiRequest } from '@/lib/api/client'\nexport const load = () => apiRequest('GET', '/api/x')\n",
    ],
    [
      'the API client and the busy model themselves',
      'lib/query/wrong.ts',
      "import { apiRequest } from '@/lib/api/client'\nexport const load = () => apiRequest('GET', '/api/x')\n",
    ],
    [
      'server code',
      'features/carts/server/wrong.ts',
      "import { apiRequest } from '@/lib/api/client'\nexport const load = () => fetch('/api/x').then(() => apiRequest('GET', '/api/x'))\n",
    ],
    [
      'a component that reads the error class and types for its field errors',
      'features/carts/components/fine.client.tsx',
      "'use client'\nimport { ApiHttpError, type ApiRequestOptions } from '@/lib/api/client'\nimport type { apiRequest } from '@/lib/api/client'\nexport const fields = (e: unknown, o?: ApiRequestOptions<unknown>, r?: typeof apiRequest) => (e instanceof ApiHttpError ? e.messages : o ?? r)\n",
    ],
    [
      'fetch of anything but /api/',
      'components/fine/fine.client.tsx',
      "'use client'\nexport const load = (url: string) => Promise.all([fetch('/_next/static/x.json'), fetch(url)])\n",
    ],
  ])('accepts %s', async (_what, file, code) => {
    expect(await errors(file, code)).toEqual([])
  })
})
