import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { clientAddressFrom } from './client-address'
import { installSocketAddressStamp } from './socket-address'

class StampedServer extends http.Server {}

describe('installSocketAddressStamp', () => {
  it('replaces a forged X-Forwarded-For with the socket peer before the handler sees it', async () => {
    installSocketAddressStamp(StampedServer)
    installSocketAddressStamp(StampedServer)
    const seen: (string | undefined)[] = []
    const server = new StampedServer((req, res) => {
      seen.push(req.headers['x-forwarded-for'] as string | undefined)
      res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      for (const forged of ['6.6.6.6', '10.0.0.1, 10.0.0.2', undefined]) {
        await fetch(`http://127.0.0.1:${port}/`, {
          headers: forged ? { 'x-forwarded-for': forged } : {},
        }).then((r) => r.text())
      }
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1'])
    // With 0 trusted hops the address is then the peer, whatever the client claimed.
    expect(clientAddressFrom(seen[0], 0)).toBe('127.0.0.1')
  })
})
