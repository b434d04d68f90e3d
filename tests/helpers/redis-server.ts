import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'

import { freePort } from '../../scripts/embedded-postgres.mjs'
import { ensureSystemPackage } from '../../scripts/system-packages.mjs'

export type TestRedis = { url: string; port: number; stop: () => Promise<void> }

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => socket.end(() => resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/**
 * A throwaway Redis (Debian's redis-server, installed when missing) on a free
 * loopback port, in memory only: no snapshot, no append-only file.
 */
export async function startRedis(): Promise<TestRedis> {
  const binary = ensureSystemPackage('redis')
  const port = await freePort()
  const child: ChildProcess = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'no',
    ],
    { stdio: 'ignore' },
  )
  const started = Date.now()
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`)
    if (Date.now() - started > 10_000) throw new Error('redis-server did not answer within 10 s')
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    // Idempotent; SIGKILL when redis-server has not ended 3 s after SIGTERM.
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        const force = setTimeout(() => child.kill('SIGKILL'), 3_000)
        child.once('exit', () => {
          clearTimeout(force)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}
