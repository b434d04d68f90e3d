import { afterEach, describe, expect, it, vi } from 'vitest'

const init = vi.fn()
const captureException = vi.fn()
const captureRouterTransitionStart = vi.fn()
const imported = vi.fn()
vi.mock('@sentry/nextjs', () => {
  imported()
  return { init, captureException, captureRouterTransitionStart }
})

async function freshClient() {
  vi.resetModules()
  return import('./client')
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.clearAllMocks()
})

describe('browser error reporting', () => {
  it('never loads the SDK without a DSN, and reporting does nothing', async () => {
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', '')
    const client = await freshClient()
    expect(await client.loadClientSentry()).toBeNull()
    client.captureClientException(new Error('boom'))
    client.clientRouterTransitionStart('/de-ch', 'push')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(imported).not.toHaveBeenCalled()
    expect(captureException).not.toHaveBeenCalled()
  })

  it('with a DSN loads the SDK once, initialises it with the shared options and reports', async () => {
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', 'https://key@sentry.example/1')
    vi.stubEnv('NEXT_PUBLIC_SENTRY_SAMPLE_RATE', '0.5')
    const client = await freshClient()
    const error = new Error('boom')
    client.captureClientException(error)
    await client.loadClientSentry()
    await client.loadClientSentry()
    expect(init).toHaveBeenCalledTimes(1)
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@sentry.example/1', sampleRate: 0.5, tracesSampleRate: 0 }),
    )
    expect(captureException).toHaveBeenCalledWith(error)
    client.clientRouterTransitionStart('/de-ch/news', 'push')
    expect(captureRouterTransitionStart).toHaveBeenCalledWith('/de-ch/news', 'push')
  })
})
