import { beforeEach, describe, expect, it, vi } from 'vitest'

const revalidateTag = vi.hoisted(() => vi.fn())
const after = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag }))
vi.mock('next/server', () => ({ after }))

import { Customers } from '../collections/customers'

type Hook = (args: Record<string, unknown>) => Promise<unknown>
const req = (context: Record<string, unknown> = {}) => ({ context, payload: { logger: { debug: vi.fn() } } })

describe('customers expire their cache tag (signed-in requests keep the customer until it changes)', () => {
  beforeEach(() => {
    revalidateTag.mockClear()
    after.mockClear()
  })

  it('a change expires customers:{tenant} at once, of the old and the new tenant, and once more after the save', async () => {
    const hook = Customers.hooks!.afterChange![0] as unknown as Hook
    await hook({ doc: { id: 5, tenant: 3 }, previousDoc: { id: 5, tenant: { id: 2 } }, req: req() })
    expect(revalidateTag.mock.calls).toEqual([
      ['customers:3', { expire: 0 }],
      ['customers:2', { expire: 0 }],
    ])
    expect(after).toHaveBeenCalledTimes(1)
  })

  it('a deletion expires the tag too; the seed (disableRevalidate) expires nothing', async () => {
    await (Customers.hooks!.afterDelete![0] as unknown as Hook)({ doc: { id: 5, tenant: 1 }, req: req() })
    expect(revalidateTag).toHaveBeenCalledWith('customers:1', { expire: 0 })
    revalidateTag.mockClear()
    await (Customers.hooks!.afterChange![0] as unknown as Hook)({
      doc: { id: 5, tenant: 1 },
      req: req({ disableRevalidate: true }),
    })
    expect(revalidateTag).not.toHaveBeenCalled()
  })
})
