import { describe, expect, it } from 'vitest'

import { clientAddressFrom, normalizeAddress } from './client-address'

describe('clientAddressFrom', () => {
  it('with 0 hops takes the rightmost entry (what Next sets from the socket when the client sent none)', () => {
    expect(clientAddressFrom('203.0.113.7', 0)).toBe('203.0.113.7')
    expect(clientAddressFrom('198.51.100.1, 203.0.113.7', 0)).toBe('203.0.113.7')
  })

  it('never takes the client-chosen leftmost entry behind trusted proxies', () => {
    // nginx appends the peer it saw: "<whatever the client sent>, <client>".
    expect(clientAddressFrom('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(clientAddressFrom('1.1.1.1, 2.2.2.2, 203.0.113.7', 1)).toBe('203.0.113.7')
    // load balancer → nginx → app: the balancer appended the client, nginx the balancer.
    expect(clientAddressFrom('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7')
  })

  it('a new leftmost value per request keeps the same address', () => {
    const seen = new Set(
      Array.from({ length: 20 }, (_, i) => clientAddressFrom(`10.66.${i}.1, 203.0.113.7`, 1)),
    )
    expect([...seen]).toEqual(['203.0.113.7'])
  })

  it('gives no address when the header is missing, shorter than the proxy chain or not an address', () => {
    expect(clientAddressFrom(null, 0)).toBeNull()
    expect(clientAddressFrom('', 0)).toBeNull()
    expect(clientAddressFrom(' , ', 0)).toBeNull()
    expect(clientAddressFrom('203.0.113.7', 2)).toBeNull()
    expect(clientAddressFrom('unknown', 0)).toBeNull()
    expect(clientAddressFrom('203.0.113.7, evil', 1)).toBeNull()
  })

  it('treats an invalid hop count as 0', () => {
    expect(clientAddressFrom('1.1.1.1, 203.0.113.7', -1)).toBe('203.0.113.7')
    expect(clientAddressFrom('1.1.1.1, 203.0.113.7', Number.NaN)).toBe('203.0.113.7')
  })
})

describe('normalizeAddress', () => {
  it('keeps IPv4, strips ports and the IPv4-mapped IPv6 prefix', () => {
    expect(normalizeAddress('203.0.113.7')).toBe('203.0.113.7')
    expect(normalizeAddress('203.0.113.7:51234')).toBe('203.0.113.7')
    expect(normalizeAddress('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(normalizeAddress('[::ffff:203.0.113.7]:443')).toBe('203.0.113.7')
  })

  it('cuts IPv6 to its /64, so one client cannot count as many', () => {
    expect(normalizeAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(normalizeAddress('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(normalizeAddress('[2001:db8::1]:8080')).toBe('2001:db8:0:0::/64')
    expect(normalizeAddress('::1')).toBe('0:0:0:0::/64')
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('refuses what is not an address', () => {
    expect(normalizeAddress('localhost')).toBeNull()
    expect(normalizeAddress('999.1.1.1')).toBeNull()
    expect(normalizeAddress('<script>')).toBeNull()
  })
})
