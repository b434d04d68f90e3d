// Error reporting end to end: the real Sentry SDK with the project's options
// sends to a local HTTP receiver that stands in for the ingest endpoint.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import * as Sentry from '@sentry/nextjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiHttpError, ApiTimeoutError } from '@/lib/api/errors'
import { sentryOptions } from '@/lib/sentry/options'

const received: string[] = []
let server: http.Server

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      received.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'))
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const options = sentryOptions({ dsn: `http://publickey@127.0.0.1:${port}/1`, environment: 'test', sampleRate: '1' })
  expect(options).not.toBeNull()
  Sentry.init({ ...options!, defaultIntegrations: false })
})

afterAll(async () => {
  await Sentry.close(2000)
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

/** The exception texts of every envelope received so far. */
function exceptionValues(): string[] {
  return received.flatMap((envelope) =>
    envelope
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"exception"'))
      .flatMap((line) => (JSON.parse(line) as { exception: { values: { value: string }[] } }).exception.values.map((v) => v.value)),
  )
}

describe('error reporting against a local ingest endpoint (SPEC §8)', () => {
  it('delivers a real error', async () => {
    Sentry.captureException(new TypeError('price list missing for customer 4711'))
    await Sentry.flush(5000)
    expect(exceptionValues()).toContain('price list missing for customer 4711')
  })

  it('does not deliver ignored errors: timeouts, 401 request failures, network errors', async () => {
    const before = exceptionValues().length
    Sentry.captureException(new ApiTimeoutError(30_000))
    Sentry.captureException(new ApiHttpError(401, []))
    Sentry.captureException(new TypeError('Failed to fetch'))
    Sentry.captureException(new Error('marker: still reporting'))
    await Sentry.flush(5000)
    const values = exceptionValues()
    expect(values).toContain('marker: still reporting')
    expect(values).not.toContain('timeout of 30000ms exceeded')
    expect(values).not.toContain('Request failed with status code 401')
    expect(values).not.toContain('Failed to fetch')
    // Only the marker arrived as an event (client reports about dropped events may arrive too).
    expect(values.length).toBe(before + 1)
  })
})
