import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

describe('Zustand stores do not fetch (eslint.config.mjs, tribo/stores-do-not-fetch)', () => {
  let eslint: ESLint
  beforeAll(() => {
    eslint = new ESLint({ cwd: root })
  })

  /** The rule's errors ESLint reports for `code` as if it were the file at `file`. */
  async function errors(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
    return result.messages.filter((m) => m.ruleId === 'tribo/stores-do-not-fetch').map((m) => m.message)
  }

  it.each([
    [
      'the API client',
      "import { createStore } from 'zustand/vanilla'\nimport { apiRequest } from '@/lib/api/client'\nexport const s = createStore(() => ({ load: () => apiRequest('GET', '/api/x') }))\n",
    ],
    [
      'its shorthands',
      "import { create } from 'zustand'\nimport { api } from '../../lib/api/client'\nexport const useS = create(() => ({ load: () => api.get('/api/x') }))\n",
    ],
    [
      'fetch',
      "import { createStore } from 'zustand/vanilla'\nexport const s = createStore(() => ({ load: () => fetch('/api/x') }))\n",
    ],
    [
      'window.fetch',
      "import { createStore } from 'zustand/vanilla'\nexport const s = createStore(() => ({ load: () => window.fetch('/api/x') }))\n",
    ],
  ])('refuses a store that fetches with %s', async (_what, code) => {
    const found = await errors('features/carts/wrong-store.ts', code)
    expect(found).toHaveLength(1)
    expect(found[0]).toContain('A Zustand store does not fetch')
  })

  it.each([
    [
      'a store of client state that reads an error class',
      "import { createStore } from 'zustand/vanilla'\nimport { ApiHttpError, type ApiRequestOptions } from '@/lib/api/client'\nexport const s = createStore(() => ({ open: false, isHttp: (e: unknown) => e instanceof ApiHttpError, o: null as ApiRequestOptions<unknown> | null }))\n",
    ],
    [
      'a query hook that reads a client store',
      "import { useStore } from 'zustand'\nimport { apiRequest } from '@/lib/api/client'\nexport const load = () => apiRequest('GET', '/api/x')\nexport const read = useStore\n",
    ],
  ])('accepts %s', async (_what, code) => {
    expect(await errors('features/carts/fine.ts', code)).toEqual([])
  })
})
