#!/usr/bin/env node
// `npm run migrate`: the release step. Applies pending migrations to
// DATABASE_URL and exits; never seeds. Safe to run from several places at once:
// the migrations run under a lock in the database (scripts/prepare-database.ts),
// so a second run waits and then finds nothing left to do.
import { appEnv, prepareDatabase } from './app-env.mjs'

await prepareDatabase(appEnv(), 'migrate')
