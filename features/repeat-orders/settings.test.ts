import { describe, expect, it } from 'vitest'

import { runnerSettings } from './settings'

describe('the runner’s settings', () => {
  it('runs every five minutes unless told otherwise', () => {
    expect(runnerSettings({})).toEqual({ enabled: true, intervalSeconds: 300 })
    expect(runnerSettings({ REPEAT_ORDERS: 'on', REPEAT_ORDERS_INTERVAL_SECONDS: '60' })).toEqual({
      enabled: true,
      intervalSeconds: 60,
    })
  })

  it('is off with REPEAT_ORDERS=off, and keeps the interval within 10 s and a day', () => {
    expect(runnerSettings({ REPEAT_ORDERS: ' OFF ' }).enabled).toBe(false)
    expect(runnerSettings({ REPEAT_ORDERS_INTERVAL_SECONDS: '1' }).intervalSeconds).toBe(10)
    expect(runnerSettings({ REPEAT_ORDERS_INTERVAL_SECONDS: '999999' }).intervalSeconds).toBe(86_400)
    expect(runnerSettings({ REPEAT_ORDERS_INTERVAL_SECONDS: 'soon' }).intervalSeconds).toBe(300)
    expect(runnerSettings({ REPEAT_ORDERS_INTERVAL_SECONDS: '-5' }).intervalSeconds).toBe(300)
  })
})
