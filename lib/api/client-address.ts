import { isIP } from 'node:net'

/**
 * The client's address as far as it can be trusted (docs/security.md).
 *
 * `X-Forwarded-For` is a list every proxy appends its peer's address to, so
 * only the entries added by our own proxies are trustworthy; everything left
 * of them is whatever the client sent. With `trustedProxyHops` proxies in
 * front of the app (TRUSTED_PROXY_HOPS), the client is the entry that many
 * places from the right. A header with fewer entries did not pass all our
 * proxies (or they are configured wrongly): no address.
 *
 * With 0 hops the app is reached directly, and there is no socket address in
 * a route handler. Next's own server (node_modules/next/dist/server/
 * base-server.js, `handleRequestImpl`) fills the header in with
 * `req.headers['x-forwarded-for'] ??= socket.remoteAddress` — only when the
 * request has none. So the rightmost entry is the socket peer when the client
 * sent no header, and the client's own claim otherwise: usable as a key, but
 * forgeable by a client that talks to the app directly. Production therefore
 * runs behind a proxy that appends to the header, with TRUSTED_PROXY_HOPS set.
 *
 * IPv4-mapped IPv6 addresses become plain IPv4; other IPv6 addresses are cut
 * to their /64 network, because one client usually owns a whole /64 and could
 * otherwise count as 2^64 different clients. Anything that is not an IP
 * address gives null: callers must then not count it under a shared key.
 */
export function clientAddressFrom(
  forwardedFor: string | null | undefined,
  trustedProxyHops: number,
): string | null {
  if (!forwardedFor) return null
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const hops = Number.isInteger(trustedProxyHops) && trustedProxyHops > 0 ? trustedProxyHops : 0
  // 0 hops: the rightmost entry (Next's socket value, or the client's own claim); n hops: n places from the right.
  const index = entries.length - Math.max(1, hops)
  if (index < 0) return null
  return normalizeAddress(entries[index]!)
}

/** An IP address in canonical form (IPv6 as its /64 network), or null when the text is none. */
export function normalizeAddress(raw: string): string | null {
  let text = raw.trim()
  // "[2001:db8::1]:1234" and "203.0.113.7:1234" (some proxies append the port).
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  if (bracketed) text = bracketed[1]!
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  text = text.replace(/%.*$/, '').toLowerCase()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)
  if (mapped) text = mapped[1]!
  const version = isIP(text)
  if (version === 4) return text
  if (version === 6) return `${ipv6Network64(text)}::/64`
  return null
}

/** The first four groups of an IPv6 address, expanded and without leading zeros. */
function ipv6Network64(address: string): string {
  let groups: string[]
  let text = address
  // A trailing dotted IPv4 part ("64:ff9b::192.0.2.1") becomes two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  if (text.includes('::')) {
    const [head, tail] = text.split('::') as [string, string]
    const left = head ? head.split(':') : []
    const right = tail ? tail.split(':') : []
    groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  } else {
    groups = text.split(':')
  }
  return groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')
}
