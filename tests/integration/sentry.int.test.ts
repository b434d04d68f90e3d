// Error reporting end to end: the real Sentry SDK with the project's
// options sends to a local HTTP receiver that stands in for the ingest endpoint.
// No database is used; the project's integration setup still runs around it.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import * as Sentry from '@sentry/nextjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiHttpError, ApiTimeoutError } from '@/lib/api/errors'
import { sentryOptions } from '@/lib/sentry/options'

type Envelope = { path: string; items: { type: string; payload: unknown }[] }
type EventPayload = { exception?: { values?: { type?: string; value?: string }[] } }

const envelopes: Envelope[] = []
let server: http.Server
let dsn = ''

/** An envelope is newline-separated JSON: its header, then item header / item payload pairs. */
function parseEnvelope(path: string, body: string): Envelope {
  // The envelope header (event id, sent_at, sdk) is not needed here.
  const [, ...rest] = body.split('\n').filter((line) => line.trim() !== '')
  const items: Envelope['items'] = []
  for (let i = 0; i + 1 < rest.length; i += 2) {
    items.push({ type: (JSON.parse(rest[i]!) as { type: string }).type, payload: JSON.parse(rest[i + 1]!) })
  }
  return { path, items }
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8')
      envelopes.push(parseEnvelope(req.url ?? '', text))
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  dsn = `http://publickey@127.0.0.1:${port}/1`
  // The project's options; only the sample rate is raised so every event is a candidate.
  const options = sentryOptions({ dsn, environment: 'test', sampleRate: '1' })
  expect(options?.sampleRate).toBe(1)
  // No default integrations: the test must not hook process-wide handlers of the test runner.
  Sentry.init({ ...options!, defaultIntegrations: false })
})

afterAll(async () => {
  await Sentry.close(2000)
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

/** The exception texts of every error event received so far. */
function reportedErrors(): string[] {
  return envelopes.flatMap((envelope) =>
    envelope.items
      .filter((item) => item.type === 'event')
      .flatMap(
        (item) => (item.payload as EventPayload).exception?.values?.map((value) => value.value ?? '') ?? [],
      ),
  )
}

describe('error reporting against a local ingest endpoint', () => {
  it('delivers a real error to the DSN project', async () => {
    Sentry.captureException(new TypeError('price list missing for customer 4711'))
    await Sentry.flush(5000)
    expect(reportedErrors()).toEqual(['price list missing for customer 4711'])
    const delivery = envelopes.find((envelope) => envelope.items.some((item) => item.type === 'event'))!
    // Project 1 and the DSN's public key, as the ingest endpoint expects them.
    expect(delivery.path).toMatch(/^\/api\/1\/envelope\/\?(?:.*&)?sentry_key=publickey(?:&|$)/)
  })

  it('does not deliver ignored errors: a timeout, a 401 request failure, a network error', async () => {
    Sentry.captureException(new ApiTimeoutError(30_000))
    Sentry.captureException(new ApiHttpError(401, []))
    Sentry.captureException(new TypeError('Failed to fetch'))
    await Sentry.flush(5000)
    // Client reports about the dropped events may arrive; no event does.
    expect(reportedErrors()).toEqual(['price list missing for customer 4711'])

    // The SDK still delivers after dropping: the filter removed only the ignored ones.
    Sentry.captureException(new Error('marker: still reporting'))
    await Sentry.flush(5000)
    expect(reportedErrors()).toEqual(['price list missing for customer 4711', 'marker: still reporting'])
  })
})
