import { AsyncLocalStorage } from 'node:async_hooks'

import type { EmailAdapter, Endpoint, GraphQLExtension, PayloadHandler, SendEmailOptions } from 'payload'
import { addDataAndFileToRequest, forgotPasswordOperation, headersWithCors } from 'payload'

import { createRateLimiter } from '../../lib/rate-limit'

/**
 * Mail that must not be sent inside a database transaction.
 *
 * Payload's forgot-password operation sends its mail between writing the
 * reset token and committing, i.e. while its transaction holds SQLite's
 * write lock: an SMTP server that does not answer (nodemailer waits minutes)
 * freezes every write of the site, and the outbox adapter — which writes the
 * mail through another connection — waits for that very lock until the busy
 * timeout. Inside `mailAfterCommit(run)` the adapter only notes each mail;
 * they are sent once `run` has returned, i.e. after its transaction has been
 * committed (a failed `run` rolled its transaction back, so its mails are
 * dropped). Outside such a scope mail goes out at once, as before: the shop's
 * own code sends after its writes, never inside a transaction.
 */
const pendingMail = new AsyncLocalStorage<Array<() => Promise<unknown>>>()

export async function mailAfterCommit<T>(run: () => Promise<T>): Promise<T> {
  const queue: Array<() => Promise<unknown>> = []
  const result = await pendingMail.run(queue, run)
  // Back outside the scope: the mails go out one after another, and a failure still reaches the caller.
  for (const send of queue) await send()
  return result
}

/** Wraps an email adapter so that mail sent inside `mailAfterCommit` waits for the end of the scope. */
export function deferrableEmail(adapter: EmailAdapter | Promise<EmailAdapter>): Promise<EmailAdapter> {
  return Promise.resolve(adapter).then((resolved): EmailAdapter => (args) => {
    const inner = resolved(args)
    return {
      ...inner,
      sendEmail(message: SendEmailOptions) {
        const queue = pendingMail.getStore()
        if (!queue) return inner.sendEmail(message)
        queue.push(() => inner.sendEmail(message))
        return Promise.resolve({ deferred: true })
      },
    }
  })
}

/** How often one address may ask for a reset mail (Payload's own `minRequestInterval` default, 15 s). */
export const FORGOT_PASSWORD_INTERVAL_SECONDS = 15
const forgotPasswordRequests = createRateLimiter('cms-forgot-password', {
  limit: 1,
  windowSeconds: FORGOT_PASSWORD_INTERVAL_SECONDS,
})

/**
 * Payload's forgot-password operation, made safe for SQLite and slow mail:
 * - its `minRequestInterval` reservation writes outside the operation's own
 *   (already begun) write transaction, so on SQLite it waits for itself until
 *   the busy timeout (a 500 after 10 s with the write lock held). Collections
 *   using this set `auth.forgotPassword.minRequestInterval: 0`; the interval
 *   is kept here instead, per address, answering the same
 *   neutral success as Payload does while the interval runs;
 * - its mail is sent after the commit (`mailAfterCommit`).
 */
export async function forgotPasswordAfterCommit<T>(
  identifier: string,
  run: () => Promise<T>,
): Promise<T | null> {
  // Per address over every collection (REST and GraphQL alike): one request per interval.
  const gate = await forgotPasswordRequests.hit(identifier.trim().toLowerCase())
  if (!gate.allowed) return null
  return mailAfterCommit(run)
}

/**
 * POST /<auth collection>/forgot-password as Payload answers it
 * (payload/dist/auth/endpoints/forgotPassword.js: same input, operation and
 * answer — the neutral success for unknown addresses included), through
 * `forgotPasswordAfterCommit`. Put it first in the collection's `endpoints`:
 * the REST router takes the first match, Payload's own comes later.
 */
const forgotPasswordHandler: PayloadHandler = async (req) => {
  await addDataAndFileToRequest(req)
  const slug = req.routeParams?.collection
  const collection =
    typeof slug === 'string'
      ? req.payload.collections[slug as keyof typeof req.payload.collections]
      : undefined
  if (!collection) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  const data = req.data as { email?: unknown; username?: unknown } | undefined
  const email = typeof data?.email === 'string' ? data.email : ''
  const username = typeof data?.username === 'string' ? data.username : ''
  const authData = collection.config.auth?.loginWithUsername ? { email, username } : { email }
  if (email || username)
    await forgotPasswordAfterCommit(email || username, () =>
      forgotPasswordOperation({ collection, data: authData as { email: string }, req }),
    )
  else await forgotPasswordOperation({ collection, data: authData as { email: string }, req }) // Payload's own 400 for a missing address
  return Response.json(
    { message: req.t('general:success') },
    { headers: headersWithCors({ headers: new Headers(), req }), status: 200 },
  )
}

export const forgotPasswordEndpoint: Endpoint = {
  method: 'post',
  path: '/forgot-password',
  handler: forgotPasswordHandler,
}

/**
 * The GraphQL `forgotPassword<Collection>` mutations through
 * `forgotPasswordAfterCommit` (payload.config.ts `graphQL.mutations`; custom
 * mutations replace the built-in ones of the same name).
 */
export const forgotPasswordMutationsAfterCommit: GraphQLExtension = (_graphQL, { Mutation }) => {
  const wrapped: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(
    Mutation.fields as Record<
      string,
      {
        resolve?: (
          source: unknown,
          args: { email?: string; username?: string },
          ...rest: unknown[]
        ) => unknown
      }
    >,
  )) {
    const resolve = field.resolve
    if (!name.startsWith('forgotPassword') || !resolve) continue
    wrapped[name] = {
      ...field,
      resolve: async (source: unknown, args: { email?: string; username?: string }, ...rest: unknown[]) => {
        const identifier = args.email || args.username || ''
        if (!identifier) return resolve(source, args, ...rest)
        await forgotPasswordAfterCommit(identifier, async () => resolve(source, args, ...rest))
        return true
      },
    }
  }
  return wrapped
}
