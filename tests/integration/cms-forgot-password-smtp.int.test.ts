import net from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { getTestPayload } from '../helpers/payload'

// An SMTP server that accepts connections and never answers (a mail server that hangs):
// SMTP_HOST must be set before the config is first imported.
const smtpPort = vi.hoisted(async () => {
  const { execFileSync } = await import('node:child_process')
  const port = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = port
  return Number(port)
})

const sockets = new Set<net.Socket>()
let connections = 0
const silent = net.createServer((socket) => {
  connections++
  sockets.add(socket)
  socket.on('close', () => sockets.delete(socket))
  socket.on('error', () => {})
})

type RouteHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let post: RouteHandler
let payload: Payload

beforeAll(async () => {
  const port = await smtpPort
  await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve))
  payload = await getTestPayload()
  const { default: config } = await import('@payload-config')
  const routes = await import('@payloadcms/next/routes')
  post = routes.REST_POST(config) as unknown as RouteHandler
})

afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise<void>((resolve) => silent.close(() => resolve()))
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
})

describe('/cms-api/users/forgot-password with an SMTP server that does not answer', () => {
  it('holds no write lock while it waits for the mail server: a parallel write goes through at once', async () => {
    const request = new Request('http://localhost:3000/cms-api/users/forgot-password', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
      },
      body: JSON.stringify({ email: 'editor@tribo.local' }),
    })
    // The adapter's start-up check of the transport (nodemailer's verify) holds a connection of its own until
    // its greeting timeout: only a connection opened after the request is the reset mail.
    const before = connections
    let settled = false
    const pending = post(request, {
      params: Promise.resolve({ slug: ['users', 'forgot-password'] }),
    }).finally(() => (settled = true))

    // Wait until the mail is being sent (a connection to the silent server is open).
    for (let i = 0; i < 400 && connections === before; i++)
      await new Promise((resolve) => setTimeout(resolve, 25))
    expect(connections).toBeGreaterThan(before)
    expect(settled).toBe(false)

    // The reset token is committed already …
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'editor@tribo.local' } },
      showHiddenFields: true,
    })
    expect(docs[0]?.resetPasswordToken).toBeTruthy()
    // … and a write of someone else does not wait for the mail server.
    const { docs: accounts } = await payload.find({
      collection: 'accounts',
      where: { username: { equals: 'kunde' } },
      limit: 1,
    })
    const started = Date.now()
    await payload.update({
      collection: 'accounts',
      id: accounts[0]!.id,
      data: { firstName: 'Parallel' },
      depth: 0,
    })
    const writeMs = Date.now() - started
    console.info(
      `users/forgot-password (SMTP not answering): parallel write took ${writeMs} ms while the mail was still pending`,
    )
    // A write that waited for the mail's lock would end only with the 10 s busy timeout (cms/db.ts); half of it
    // tells the two apart even on a machine busy with other test runs (1,018 ms was seen there).
    expect(writeMs).toBeLessThan(5000)
    expect(settled).toBe(false)

    // The mail server drops the connection: the request ends (with Payload's error for a failed mail).
    for (const socket of sockets) socket.destroy()
    const response = await pending
    expect(response.status).toBeGreaterThanOrEqual(200)
  })
})
