import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as login } from '@/app/api/auth/login/route'
import { POST as recover } from '@/app/api/auth/password-recovery/route'
import { POST as reset } from '@/app/api/auth/password-reset/route'

import { getTestPayload } from '../helpers/payload'
import { makeRequest, readJson } from '../helpers/requests'

// Mail goes out over SMTP when SMTP_HOST is set; the config reads it when it is first imported
// (the route modules below import it), so the settings are in place before any import.
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

type Envelope = {
  data: unknown
  messages?: { type: string; message: string; meta?: { fields?: string[] } }[]
  redirectUrl?: string
}
type Mail = { to: string; subject: string; text: string }

/** A real SMTP server on a free local port: every mail the app sends over SMTP lands here. */
const inbox: Mail[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '')
        inbox.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' })
        callback()
      })
      .catch(callback)
  },
})

const headers = { 'x-tribo-locale': 'de-ch', origin: 'http://localhost:3000' }
const post = (
  handler: (r: ReturnType<typeof makeRequest>) => Promise<Response>,
  path: string,
  body: unknown,
  ip = '10.1.0.1',
) => handler(makeRequest(path, { method: 'POST', body, headers: { ...headers, 'x-forwarded-for': ip } }))
const linkIn = (mail: Mail) =>
  /http:\/\/localhost:3000\/de-ch\/passwort-zuruecksetzen\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)
const tokenOf = (mail: Mail) => linkIn(mail)![1]!
const waitForMail = async (count: number) => {
  for (let i = 0; i < 100 && inbox.length < count; i++)
    await new Promise((resolve) => setTimeout(resolve, 50))
  expect(inbox.length).toBeGreaterThanOrEqual(count)
  return inbox[count - 1]!
}
const loginAs = (username: string, password: string) =>
  login(
    makeRequest('/api/auth/login', {
      method: 'POST',
      body: { username, password },
      headers: { ...headers, 'x-forwarded-for': '10.9.9.9' },
    }),
  )

let payload: Payload

beforeAll(async () => {
  const port = await smtpPort
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve))
  payload = await getTestPayload()
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
})

beforeEach(() => {
  inbox.length = 0
})

describe('password recovery and reset (mail over SMTP)', () => {
  it('mails a one-time link for a username; the link sets a new password and then stops working', async () => {
    const response = await post(recover, '/api/auth/password-recovery', { identifier: 'kunde' })
    expect(response.status).toBe(200)
    const answer = await readJson<Envelope>(response)
    expect(answer.messages?.[0]?.message).toMatch(/^Falls ein Konto/)
    const mail = await waitForMail(1)
    expect(mail.to).toContain('kunde@garage-muster.ch')
    expect(mail.subject).toBe('Neues Passwort festlegen')

    const token = tokenOf(mail)
    const weak = await post(reset, '/api/auth/password-reset', {
      token,
      password: 'kurz',
      passwordConfirm: 'kurz',
    })
    expect(weak.status).toBe(400)
    expect((await readJson<Envelope>(weak)).messages?.[0]?.meta?.fields).toEqual(['password'])

    const done = await post(reset, '/api/auth/password-reset', {
      token,
      password: 'Neu-Sicher-2026',
      passwordConfirm: 'Neu-Sicher-2026',
    })
    expect(done.status).toBe(200)
    expect((await readJson<Envelope>(done)).redirectUrl).toBe('/de-ch/login')
    expect((await loginAs('kunde', 'Neu-Sicher-2026')).status).toBe(200)
    expect((await loginAs('kunde', 'Kunde-2026!')).status).toBe(401)

    // Used once: no longer valid, and nothing changes.
    const again = await post(reset, '/api/auth/password-reset', {
      token,
      password: 'Anders-2026!',
      passwordConfirm: 'Anders-2026!',
    })
    expect(again.status).toBe(400)
    expect((await readJson<Envelope>(again)).messages?.[0]?.message).toMatch(/nicht mehr gültig/)
    expect((await loginAs('kunde', 'Neu-Sicher-2026')).status).toBe(200)
  })

  it('answers the same for an unknown name and sends nothing', async () => {
    const known = await readJson<Envelope>(
      await post(recover, '/api/auth/password-recovery', { identifier: 'privat' }, '10.1.0.2'),
    )
    const unknown = await post(
      recover,
      '/api/auth/password-recovery',
      { identifier: 'niemand@example.com' },
      '10.1.0.2',
    )
    expect(unknown.status).toBe(200)
    expect(await readJson<Envelope>(unknown)).toEqual(known)
    await waitForMail(1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(inbox).toHaveLength(1)
  })

  it('finds the account by e-mail address too, and a newer link withdraws the older one once used', async () => {
    await post(recover, '/api/auth/password-recovery', { identifier: 'KUNDE@garage-muster.ch' }, '10.1.0.3')
    await post(recover, '/api/auth/password-recovery', { identifier: 'kunde@garage-muster.ch' }, '10.1.0.3')
    const [first, second] = [tokenOf(await waitForMail(1)), tokenOf(await waitForMail(2))]
    expect(
      (
        await post(reset, '/api/auth/password-reset', {
          token: second,
          password: 'Zweite-2026!',
          passwordConfirm: 'Zweite-2026!',
        })
      ).status,
    ).toBe(200)
    const old = await post(reset, '/api/auth/password-reset', {
      token: first,
      password: 'Erste-2026!x',
      passwordConfirm: 'Erste-2026!x',
    })
    expect((await readJson<Envelope>(old)).messages?.[0]?.message).toMatch(/nicht mehr gültig/)
  })

  it('tells an expired and an invalid link apart', async () => {
    await post(recover, '/api/auth/password-recovery', { identifier: 'privat' }, '10.1.0.4')
    const token = tokenOf(await waitForMail(1))
    await payload.update({
      collection: 'password-reset-tokens',
      where: { usedAt: { exists: false } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const expired = await post(reset, '/api/auth/password-reset', {
      token,
      password: 'Abgelaufen-1!',
      passwordConfirm: 'Abgelaufen-1!',
    })
    expect((await readJson<Envelope>(expired)).messages?.[0]?.message).toMatch(/abgelaufen/)
    const invalid = await post(reset, '/api/auth/password-reset', {
      token: 'x'.repeat(43),
      password: 'Ungueltig-1!',
      passwordConfirm: 'Ungueltig-1!',
    })
    expect(invalid.status).toBe(400)
    expect((await readJson<Envelope>(invalid)).messages?.[0]?.message).toMatch(/ungültig/)
    expect((await loginAs('privat', 'Privat-2026!')).status).toBe(200)
  })

  it('never puts a link to a foreign host into the mail', async () => {
    await recover(
      makeRequest('/api/auth/password-recovery', {
        method: 'POST',
        host: 'evil.example',
        body: { identifier: 'privat' },
        headers: { 'x-tribo-locale': 'de-ch', origin: 'http://evil.example', 'x-forwarded-for': '10.1.0.5' },
      }),
    )
    const mail = await waitForMail(1)
    expect(mail.text).not.toContain('evil.example')
    expect(mail.text).toMatch(/passwort-zuruecksetzen\?token=/)
  })

  it('a successful reset clears the failed-login counters: an address that had to wait gets in at once', async () => {
    const attempt = (password: string) =>
      login(
        makeRequest('/api/auth/login', {
          method: 'POST',
          body: { username: 'alpin', password },
          headers: { ...headers, 'x-forwarded-for': '10.5.5.5' },
        }),
      )
    for (let i = 0; i < 7; i++) await attempt('falsch')
    expect((await attempt('Alpin-2026!')).status).toBe(429)
    await post(recover, '/api/auth/password-recovery', { identifier: 'alpin' }, '10.1.0.7')
    const token = tokenOf(await waitForMail(1))
    expect(
      (
        await post(reset, '/api/auth/password-reset', {
          token,
          password: 'Alpin-Neu-2026!',
          passwordConfirm: 'Alpin-Neu-2026!',
        })
      ).status,
    ).toBe(200)
    expect((await attempt('Alpin-Neu-2026!')).status).toBe(200)
  })

  it('refuses bad input, other origins and too many requests', async () => {
    expect((await post(recover, '/api/auth/password-recovery', { identifier: '  ' })).status).toBe(400)
    expect((await post(recover, '/api/auth/password-recovery', null)).status).toBe(400)
    const foreign = await recover(
      makeRequest('/api/auth/password-recovery', {
        method: 'POST',
        body: { identifier: 'kunde' },
        headers: { ...headers, origin: 'http://elsewhere.example' },
      }),
    )
    expect(foreign.status).toBe(403)
    const mismatch = await post(reset, '/api/auth/password-reset', {
      token: 'a'.repeat(43),
      password: 'Sicher-2026!',
      passwordConfirm: 'Sicher-2026?',
    })
    expect((await readJson<Envelope>(mismatch)).messages?.[0]?.meta?.fields).toEqual(['passwordConfirm'])
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await post(recover, '/api/auth/password-recovery', { identifier: 'gibt-es-nicht' }, '10.1.0.6'))
          .status,
      )
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
