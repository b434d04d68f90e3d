import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'

// Payload's REST API as app/(payload)/cms-api/[...slug]/route.ts mounts it, with the guard of cms/rest-api.ts.
type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let rest: Record<'GET' | 'POST', Handler>
let payload: Payload

function call(method: 'GET' | 'POST', rawPath: string) {
  const request = new Request(`http://localhost:3000/cms-api${rawPath}`, {
    method,
    headers: { host: 'localhost:3000' },
  })
  const slug = rawPath.split('?')[0]!.split('/').filter(Boolean)
  return rest[method](request, { params: Promise.resolve({ slug }) })
}

beforeAll(async () => {
  payload = await getTestPayload()
  const { default: config } = await import('@payload-config')
  const { restHandlers } = await import('@/cms/rest-api')
  rest = restHandlers(config)
})

describe('the CMS REST API answers malformed addresses with 4xx', () => {
  it('a document id that is no whole number is not found (Payload would fail on it with a 500)', async () => {
    for (const path of [
      '/products/NaN',
      '/products/1e999',
      '/news/NaN',
      '/products/-1',
      '/products/0x10',
      '/pages/versions/NaN',
    ]) {
      const res = await call('GET', path)
      expect(res.status, path).toBe(404)
      expect(await res.json()).toEqual({ errors: [{ message: 'Not Found' }] })
    }
  })

  it('a broken percent-encoding is a 400', async () => {
    const res = await call('GET', '/products/%C0%AF')
    expect(res.status).toBe(400)
  })

  it('a file that is not there is a 404', async () => {
    expect((await call('GET', '/media/file/nonexist.jpg')).status).toBe(404)
  })

  it('real documents, files and routes still answer', async () => {
    const media = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!
    expect((await call('GET', `/media/${media.id}`)).status).toBe(200)
    expect((await call('GET', `/media/file/${media.filename}`)).status).toBe(200)
    expect((await call('GET', '/media/count')).status).toBe(200)
    expect((await call('GET', '/media?limit=1')).status).toBe(200)
  })
})
