import { describe, expect, it } from 'vitest'

import { contractDetailPath } from '@/features/account-area/constants'

import { contractUrl } from './urls'

describe('contract detail address (tenant contractDetailUrl)', () => {
  it('uses the default account page when the tenant configures none', () => {
    expect(contractUrl(null, 'de-ch', 'RV-1/2', contractDetailPath)).toBe('/de-ch/konto/vertraege/RV-1%2F2')
    expect(contractUrl('  ', 'fr-ch', 'RV-1', contractDetailPath)).toBe('/fr-ch/konto/vertraege/RV-1')
  })

  it('appends the number to a configured path inside the locale', () => {
    expect(contractUrl('/service/vertrag/', 'de-ch', 'RV-1', contractDetailPath)).toBe(
      '/de-ch/service/vertrag/RV-1',
    )
  })

  it('fills a {contractNumber} placeholder, also in absolute addresses', () => {
    expect(
      contractUrl('https://erp.example/c?nr={contractNumber}', 'de-ch', 'RV 1', contractDetailPath),
    ).toBe('https://erp.example/c?nr=RV%201')
  })
})
