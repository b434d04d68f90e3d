import { describe, expect, it, vi } from 'vitest'

import { zodWithoutEval } from './zod-without-eval'

describe('zod without eval (CSP without unsafe-eval)', () => {
  it('sets jitless in the configuration zod reads, before and after zod is loaded', async () => {
    const scope = {} as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } }
    zodWithoutEval(scope)
    expect(scope.__zod_globalConfig).toEqual({ jitless: true })

    zodWithoutEval()
    const { z, config } = await import('zod')
    expect(config().jitless).toBe(true)
    // Parsing never calls Function (the probe and the compiled parser both would).
    const spy = vi.spyOn(globalThis, 'Function')
    const schema = z.object({ name: z.string(), count: z.number().int() })
    for (let i = 0; i < 3; i++) expect(schema.parse({ name: 'a', count: i })).toEqual({ name: 'a', count: i })
    expect(schema.safeParse({ name: 1 }).success).toBe(false)
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})
