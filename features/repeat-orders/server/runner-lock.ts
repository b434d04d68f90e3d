import 'server-only'

import type { Payload } from 'payload'

import { acquireNamedRunnerLock, type RunnerLock } from '@/lib/runner-lock'

export type { RunnerLock }

/** The lock every instance's repeat-order runner takes (Redis key, PostgreSQL advisory lock). */
export const RUNNER_LOCK_KEY = 'tribo:repeat-orders:runner'

/**
 * The lock that lets one repeat-order runner at a time work, across every
 * instance (lib/runner-lock.ts: Redis, else PostgreSQL's advisory lock, else
 * the process). Null when another holder has it (this pass is skipped). The
 * lock saves work; exactly one order per due date does not depend on it
 * (see runner.ts).
 */
export function acquireRunnerLock(payload: Payload, ttlMs: number): Promise<RunnerLock | null> {
  return acquireNamedRunnerLock(payload, RUNNER_LOCK_KEY, ttlMs)
}
