import { describe, expect, it } from 'vitest'

import { getApiTranslator } from './translator'

describe('API translator', () => {
  it('is made once per locale and kept (its parsed messages and formatters with it)', async () => {
    const [a, b, fr] = await Promise.all([
      getApiTranslator('de-ch'),
      getApiTranslator('de-ch'),
      getApiTranslator('fr-ch'),
    ])
    expect(a).toBe(b)
    expect(fr).not.toBe(a)
    expect(await getApiTranslator('de-ch')).toBe(a)
  })

  it('answers in the caller’s language, German for unknown locales', async () => {
    expect((await getApiTranslator('fr-ch'))('orders.status.open')).not.toBe(
      (await getApiTranslator('de-ch'))('orders.status.open'),
    )
    expect(await getApiTranslator('xx-yy')).toBe(await getApiTranslator('de-ch'))
    expect(await getApiTranslator(null)).toBe(await getApiTranslator('de-ch'))
  })
})
