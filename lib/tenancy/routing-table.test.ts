import { describe, expect, it } from 'vitest'

import { hostnameOf, matchTenant } from './routing-table'

const tenants = [
  { slug: 'tribo', isDefault: true, domains: ['localhost', 'www.tribo.ch'] },
  { slug: 'moto', isDefault: false, domains: ['moto.tribo.ch'] },
  { slug: 'industrie', isDefault: false, domains: [] },
]

describe('matchTenant', () => {
  it('picks the tenant that lists the host as a domain, ignoring port and case', () => {
    expect(matchTenant(tenants, 'MOTO.tribo.ch:443')?.slug).toBe('moto')
  })
  it('maps <slug>.localhost to the tenant with that slug for local work', () => {
    expect(matchTenant(tenants, 'industrie.localhost:3000')?.slug).toBe('industrie')
  })
  it('falls back to the default tenant for any other host', () => {
    expect(matchTenant(tenants, 'evil.example.com')?.slug).toBe('tribo')
    expect(matchTenant(tenants, 'unknown.localhost:3000')?.slug).toBe('tribo')
  })
  it('answers null when there are no tenants', () => {
    expect(matchTenant([], 'localhost')).toBeNull()
  })
})

describe('hostnameOf', () => {
  it('strips the port but keeps IPv6 brackets', () => {
    expect(hostnameOf('localhost:3000')).toBe('localhost')
    expect(hostnameOf('[::1]:3000')).toBe('[::1]')
  })
})
