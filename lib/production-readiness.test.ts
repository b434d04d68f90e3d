import { describe, expect, it } from 'vitest'

import {
  assertProductionReady,
  KNOWN_DEMO_ERP_TOKENS,
  KNOWN_DEMO_SECRETS,
  ProductionConfigurationError,
  productionProblems,
} from './production-readiness'

const GOOD = {
  APP_ENVIRONMENT: 'production',
  PAYLOAD_SECRET: 'a'.repeat(64),
  RECAPTCHA_SECRET_KEY: 'secret-from-google',
}

describe('productionProblems', () => {
  it('asks nothing outside production (the local demo runs on generated settings)', () => {
    expect(productionProblems({})).toEqual([])
    expect(productionProblems({ APP_ENVIRONMENT: 'local', CAPTCHA_PROVIDER: 'test' })).toEqual([])
  })

  it('accepts a production configuration with its own secret and reCAPTCHA', () => {
    expect(productionProblems(GOOD)).toEqual([])
    expect(() => assertProductionReady(GOOD)).not.toThrow()
  })

  it('refuses production without PAYLOAD_SECRET, with a demo secret or a short one', () => {
    expect(productionProblems({ ...GOOD, PAYLOAD_SECRET: undefined })).toEqual([
      expect.stringContaining('PAYLOAD_SECRET is not set'),
    ])
    expect(productionProblems({ ...GOOD, PAYLOAD_SECRET: '  ' })).toEqual([
      expect.stringContaining('PAYLOAD_SECRET is not set'),
    ])
    for (const secret of KNOWN_DEMO_SECRETS)
      expect(productionProblems({ ...GOOD, PAYLOAD_SECRET: secret })).toEqual([
        expect.stringContaining('published demo secret'),
      ])
    expect(productionProblems({ ...GOOD, PAYLOAD_SECRET: 'short' })).toEqual([
      expect.stringContaining('shorter than 32'),
    ])
  })

  it('refuses the test captcha and a missing captcha secret unless the captcha is switched off explicitly', () => {
    expect(productionProblems({ ...GOOD, CAPTCHA_PROVIDER: 'test' })).toEqual([
      expect.stringContaining('CAPTCHA_PROVIDER=test'),
    ])
    expect(productionProblems({ ...GOOD, RECAPTCHA_SECRET_KEY: '' })).toEqual([
      expect.stringContaining('RECAPTCHA_SECRET_KEY is not set'),
    ])
    expect(
      productionProblems({ ...GOOD, CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET_KEY: undefined }),
    ).toHaveLength(1)
    expect(productionProblems({ ...GOOD, CAPTCHA_PROVIDER: 'off', RECAPTCHA_SECRET_KEY: undefined })).toEqual(
      [],
    )
  })

  it('refuses a published or short ERP token, and runs without one (the ERP import is off then)', () => {
    expect(productionProblems({ ...GOOD, ERP_API_TOKEN: undefined })).toEqual([])
    expect(productionProblems({ ...GOOD, ERP_API_TOKEN: 'b'.repeat(48) })).toEqual([])
    for (const token of KNOWN_DEMO_ERP_TOKENS)
      expect(productionProblems({ ...GOOD, ERP_API_TOKEN: ` ${token} ` })).toEqual([
        expect.stringContaining('ERP_API_TOKEN is a published demo token'),
      ])
    expect(productionProblems({ ...GOOD, ERP_API_TOKEN: 'erp-2026' })).toEqual([
      expect.stringContaining('ERP_API_TOKEN is shorter than 32'),
    ])
    // Outside production the demo token serves local tests of the import.
    expect(productionProblems({ ERP_API_TOKEN: KNOWN_DEMO_ERP_TOKENS[0] })).toEqual([])
  })

  it('names every problem at once', () => {
    const error = (() => {
      try {
        assertProductionReady({ APP_ENVIRONMENT: 'Production', CAPTCHA_PROVIDER: 'test' })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ProductionConfigurationError)
    expect((error as ProductionConfigurationError).problems).toHaveLength(2)
    expect((error as Error).message).toMatch(/Refusing to start with APP_ENVIRONMENT=production/)
  })
})
