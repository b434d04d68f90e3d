import { describe, expect, it } from 'vitest'

import { firstIssueParameter, ZMarkAllReadBody, ZNotificationFilter, ZNotificationId } from './schemas'

describe('notification centre schemas', () => {
  it('reads the filter, `all` when missing, and refuses others', () => {
    expect(ZNotificationFilter.parse(undefined)).toBe('all')
    expect(ZNotificationFilter.parse('unread')).toBe('unread')
    expect(ZNotificationFilter.safeParse('read').success).toBe(false)
  })

  it('takes only digit ids', () => {
    expect(ZNotificationId.parse('42')).toBe(42)
    for (const id of ['0', '-1', '1.5', 'abc', '1e3', '', '99999999999999999'])
      expect(ZNotificationId.safeParse(id).success).toBe(false)
  })

  it('needs a whole, non-negative timestamp and names it when it is wrong', () => {
    expect(ZMarkAllReadBody.parse({ timestamp: 1_790_000_000_000 })).toEqual({ timestamp: 1_790_000_000_000 })
    for (const body of [{}, { timestamp: '1790000000000' }, { timestamp: -1 }, { timestamp: 1.5 }]) {
      const parsed = ZMarkAllReadBody.safeParse(body)
      expect(parsed.success).toBe(false)
      if (!parsed.success) expect(firstIssueParameter(parsed.error, 'body')).toBe('timestamp')
    }
    const none = ZMarkAllReadBody.safeParse(null)
    expect(none.success || firstIssueParameter(none.error, 'body')).toBe('body')
  })
})
