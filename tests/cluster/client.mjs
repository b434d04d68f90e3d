// A small HTTP client for the cluster test: a cookie jar per user (a session
// made on one instance is sent to another), same-origin headers for writes,
// JSON in and out.
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export class Client {
  /** @param {string} name what the log calls this user */
  constructor(name) {
    this.name = name
    this.cookies = new Map()
  }

  /**
   * One request to `target` (an instance or the balancer: `{ base }`). Answers
   * `{ status, json, text, headers }`; a connection error answers status 0.
   */
  async request(target, path, { method = 'GET', body, form, headers = {}, timeoutMs = 30_000 } = {}) {
    const url = new URL(path, target.base)
    const all = { 'accept-language': 'de-CH', ...headers }
    // Writes are same-origin only; Payload accepts its session cookie only from an allowed origin (as its admin sends it).
    if (method !== 'GET' || url.pathname.startsWith('/cms-api/')) all.origin = url.origin
    if (this.cookies.size) all.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    let payload
    if (form) payload = form
    else if (body !== undefined) {
      payload = JSON.stringify(body)
      all['content-type'] = 'application/json'
    }
    let res
    try {
      res = await fetch(url, {
        method,
        headers: all,
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      return { status: 0, json: null, text: '', headers: new Headers(), error }
    }
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      if (value === '' || attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())))
        this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const bytes = Buffer.from(await res.arrayBuffer().catch(() => new ArrayBuffer(0)))
    const text = bytes.toString('utf8')
    let json = null
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        json = JSON.parse(text)
      } catch {
        json = null
      }
    }
    return { status: res.status, json, text, bytes, headers: res.headers }
  }

  /** Signs in a shop user (POST /api/auth/login) through `target`. */
  async signIn(target, username, password) {
    const res = await this.request(target, '/api/auth/login', {
      method: 'POST',
      body: { username, password },
    })
    if (res.status !== 200)
      throw new Error(
        `${username} could not sign in through ${target.name} (${res.status}: ${res.text.slice(0, 200)})`,
      )
    return res
  }

  /** Signs in a CMS user (POST /cms-api/users/login) through `target`. */
  async signInToCms(target, email, password) {
    const res = await this.request(target, '/cms-api/users/login', {
      method: 'POST',
      body: { email, password },
    })
    if (res.status !== 200)
      throw new Error(
        `${email} could not sign in to the CMS through ${target.name} (${res.status}: ${res.text.slice(0, 200)})`,
      )
    return res
  }
}
