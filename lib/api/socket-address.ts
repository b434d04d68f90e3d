import type { IncomingMessage, Server } from 'node:http'

/**
 * With TRUSTED_PROXY_HOPS=0 the app is reached directly, so whatever a client
 * puts into `X-Forwarded-For` is its own claim, and Next only fills the header
 * in when it is missing. Route handlers never see the socket. This replaces
 * the header with the socket's peer address as each request arrives (before
 * Next reads it), so the rightmost entry `clientIp()` takes is the real peer.
 * Behind proxies (hops ≥ 1) the header is left as they built it.
 */
export function stampSocketAddress(request: IncomingMessage): void {
  const peer = request.socket?.remoteAddress
  if (peer) request.headers['x-forwarded-for'] = peer
  else delete request.headers['x-forwarded-for']
}

const INSTALLED = Symbol.for('tribo.socketAddressStamp')

/** Stamps every request of every HTTP server of this process (called once at server start, instrumentation.ts). */
export function installSocketAddressStamp(serverClass: { prototype: Server }): void {
  const proto = serverClass.prototype as Server & { [INSTALLED]?: boolean }
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const emit = proto.emit
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') stampSocketAddress(args[0] as IncomingMessage)
    return (emit as (this: Server, event: string | symbol, ...rest: unknown[]) => boolean).call(
      this,
      event,
      ...args,
    )
  } as Server['emit']
}
