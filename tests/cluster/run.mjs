#!/usr/bin/env node
// `npm run test:cluster`: runs the production topology on this machine
// (tests/cluster/topology.mjs: two instances on PostgreSQL and Redis behind
// haproxy) and proves, through the balancer and directly, that several
// instances behave as one. Prints each proof as it passes; the first failure
// ends the run with exit code 1.
import * as proofs from './proofs.mjs'
import { startTopology } from './topology.mjs'

const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`
const log = (message) => console.log(`[cluster ${elapsed()}] ${message}`)
const proved = []
function prove(statement) {
  proved.push(statement)
  console.log(`✔ ${statement}`)
}
function check(condition, message) {
  if (!condition) throw new Error(message)
}

let topology = null
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await topology?.stop()
    process.exit(130)
  })
}

let failure = null
try {
  // A low per-address login limit, so that the proof reaches it in a few attempts.
  topology = await startTopology({ log, extraEnv: { LOGIN_ATTEMPTS_PER_IP: '4' } })
  const context = { ...topology, log, prove, check }
  await proofs.publishReachesEveryInstance(context)
  await proofs.priceChangeReachesEveryInstance(context)
  await proofs.contractPriceChangeReachesEveryInstance(context)
  await proofs.loginFailuresCountAcrossInstances(context)
  await proofs.uploadsAreServedByEveryInstance(context)
  await proofs.cartMovesBetweenInstances(context)
  await proofs.instanceKilledUnderLoad(context)
  await proofs.databaseRestartedUnderLoad(context)
} catch (error) {
  failure = error
}
await topology?.stop()
console.log('')
if (failure) {
  console.error(
    `✘ test:cluster failed after ${elapsed()}: ${failure instanceof Error ? failure.stack : String(failure)}`,
  )
  if (proved.length) console.error(`(proved before the failure: ${proved.length})`)
  process.exit(1)
}
console.log(
  `test:cluster: ${proved.length} proofs passed in ${elapsed()} (two instances, PostgreSQL, Redis, haproxy)`,
)
