import { RUNNER_INTERVAL_SECONDS } from './constants'

/**
 * The runner's settings: REPEAT_ORDERS=off switches it off (the tests do; it
 * runs by default); REPEAT_ORDERS_INTERVAL_SECONDS is the time between two
 * passes (10 to 86 400 seconds, default 300).
 */
export function runnerSettings(vars: Record<string, string | undefined> = process.env): {
  enabled: boolean
  intervalSeconds: number
} {
  const raw = Number(vars.REPEAT_ORDERS_INTERVAL_SECONDS)
  return {
    enabled: (vars.REPEAT_ORDERS ?? 'on').trim().toLowerCase() !== 'off',
    intervalSeconds:
      Number.isFinite(raw) && raw > 0
        ? Math.min(86_400, Math.max(10, Math.round(raw)))
        : RUNNER_INTERVAL_SECONDS,
  }
}
