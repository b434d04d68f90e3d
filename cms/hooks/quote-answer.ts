import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'
import { APIError, ValidationError } from 'payload'

import { answerChanged, answerIssues, quotePageUrl, type AnsweredQuote } from '../../features/quotes/model'
import { swissToday } from '../../lib/dates'
import { env } from '../../lib/env'
import { CONTENT_LANGUAGES, DEFAULT_LANGUAGE, ROUTE_LOCALES, languageOf } from '../../lib/i18n/locales'
import type { ContentLanguage } from '../../lib/i18n/locales'
import { getApiTranslator } from '../../lib/i18n/translator'
import { formatIsoDate } from '../../lib/iso-date'
import { counted } from '../../lib/numbers'
import { relationId } from '../../lib/relation-ids'
import { tenantOrigin } from '../../lib/tenancy/origin'
import { MAIL_TENANT_HEADER } from '../email/outbox-adapter'
import type { Quote, Tenant } from '../payload-types'
import { afterCommit } from './after-commit'

/**
 * The sales answer to a quote request (CMS → Shop → Quote requests). Sales open the request, set
 * a net unit price on every line, the last valid day and optionally a text, and save. These hooks
 * apply to an editor's save only (the shop's own writes — accept, decline, ordered — carry no
 * editor): the rules of `answerIssues` (features/quotes/rules.ts) refuse a save at the field it
 * concerns; an answer sets the status `answered`, the time and the editor; once committed, the
 * buyer finds a notification in its notification centre (written in the same transaction) and a
 * mail (sent after the commit).
 */

const isEditorSave = (req: PayloadRequest) => req.user?.collection === 'users'

/** The buyer's request as asked: fields the admin shows read-only and the REST API would still take. */
const BUYER_FIELDS = [
  'quoteNumber',
  'source',
  'requestedAt',
  'account',
  'contact',
  'placedBy',
  'customer',
  'desiredDate',
  'remark',
  'decidedAt',
  'orderNumber',
] as const

type Line = NonNullable<Quote['lines']>[number]

/** The editor's save as a whole document: its data over the stored quote (lines by id, the answer group merged). */
function merged(original: Quote, data: Partial<Quote>): Quote {
  const old = new Map((original.lines ?? []).map((line) => [line.id, line]))
  return {
    ...original,
    ...data,
    lines: data.lines
      ? data.lines.map((line) => ({ ...(old.get(line.id) ?? {}), ...line }) as Line)
      : original.lines,
    answer: { ...(original.answer ?? {}), ...(data.answer ?? {}) },
  }
}

export const answerQuote: CollectionBeforeChangeHook<Quote> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !isEditorSave(req)) return data
  const next = merged(originalDoc, data)
  const issues = answerIssues(originalDoc as AnsweredQuote, next as AnsweredQuote, swissToday())
  if (issues.length) throw new ValidationError({ collection: 'quotes', errors: issues }, req.t)
  const kept: Partial<Quote> = { ...data }
  for (const field of BUYER_FIELDS)
    if (field in kept) (kept as Record<string, unknown>)[field] = originalDoc[field]
  // The list price is what the buyer's price list said when asking.
  if (kept.lines) {
    const old = new Map((originalDoc.lines ?? []).map((line) => [line.id, line]))
    kept.lines = kept.lines.map((line) => ({
      ...line,
      listUnitPriceCents: old.get(line.id)?.listUnitPriceCents ?? null,
    }))
  }
  if (!answerChanged(originalDoc as AnsweredQuote, next as AnsweredQuote)) {
    if ('status' in kept) kept.status = originalDoc.status
    return kept
  }
  return {
    ...kept,
    status: 'answered',
    answer: {
      ...next.answer,
      text: next.answer?.text?.trim() || null,
      answeredAt: new Date().toISOString(),
      answeredBy: req.user!.id as number,
    },
  }
}

/** A route locale of each content language (the notification's texts come from the catalogues). */
const routeLocaleOf = (language: ContentLanguage) =>
  ROUTE_LOCALES.find((locale) => languageOf(locale) === language) ?? 'de-ch'

/** The buyer's notification in every language, in the save's transaction. */
async function notifyBuyer(req: PayloadRequest, quote: Quote, tenant: Tenant, account: number) {
  const texts = new Map<ContentLanguage, { title: string; text: string }>()
  for (const language of CONTENT_LANGUAGES) {
    const t = await getApiTranslator(routeLocaleOf(language))
    const values = counted(quote.lines?.length ?? 0, {
      quoteNumber: quote.quoteNumber,
      validUntil: formatIsoDate(quote.answer?.validUntil),
    })
    texts.set(language, {
      title: t('quotes.notification.title', values),
      text: t('quotes.notification.text', values),
    })
  }
  const options = { depth: 0, req, overrideAccess: true, context: { disableRevalidate: true } } as const
  const created = await req.payload.create({
    collection: 'account-notifications',
    locale: DEFAULT_LANGUAGE,
    data: {
      tenant: tenant.id,
      audience: 'account',
      account,
      kind: 'quoteAnswered',
      link: quotePageUrl(tenant.defaultLocale ?? 'de-ch', quote.quoteNumber),
      ...texts.get(DEFAULT_LANGUAGE)!,
    },
    ...options,
  })
  for (const [language, localized] of texts)
    if (language !== DEFAULT_LANGUAGE)
      await req.payload.update({
        collection: 'account-notifications',
        id: created.id,
        locale: language,
        data: localized,
        ...options,
      })
}

const escape = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** The buyer's mail, in the tenant's default language, with a link to the quote on the tenant's site. */
async function mailBuyer(
  req: PayloadRequest,
  quote: Quote,
  tenant: Tenant,
  to: { email: string; firstName?: string | null; lastName?: string | null },
) {
  const locale = tenant.defaultLocale ?? 'de-ch'
  const t = await getApiTranslator(locale)
  const values = counted(quote.lines?.length ?? 0, {
    name: `${to.firstName ?? ''} ${to.lastName ?? ''}`.trim(),
    quoteNumber: quote.quoteNumber,
    validUntil: formatIsoDate(quote.answer?.validUntil),
  })
  const link = `${tenantOrigin(tenant, env.serverUrl)}${quotePageUrl(locale, quote.quoteNumber)}`
  const lines = [t('quotes.mail.greeting', values), '', t('quotes.mail.intro', values)]
  const answer = quote.answer?.text?.trim()
  await req.payload.sendEmail({
    to: to.email,
    subject: t('quotes.mail.subject', values),
    text: [...lines, ...(answer ? ['', answer] : []), '', link, '', t('quotes.mail.closing')].join('\n'),
    html: [
      ...lines.filter(Boolean).map((line) => `<p>${escape(line)}</p>`),
      ...(answer ? [`<p style="white-space:pre-line">${escape(answer)}</p>`] : []),
      `<p><a href="${escape(link)}">${escape(t('quotes.mail.button'))}</a></p>`,
      `<p>${escape(t('quotes.mail.closing'))}</p>`,
    ].join(''),
    headers: { [MAIL_TENANT_HEADER]: String(tenant.id) },
  })
}

/**
 * After an editor's answer (a new answer time): the buyer — the account that asked — gets the
 * `quoteAnswered` notification with a link to the quote, in the save's transaction, and a mail
 * once the save has committed.
 */
export const notifyQuoteAnswered: CollectionAfterChangeHook<Quote> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !isEditorSave(req)) return doc
  const answeredAt = doc.answer?.answeredAt ?? null
  if (!answeredAt || answeredAt === (previousDoc?.answer?.answeredAt ?? null)) return doc
  const account = relationId(doc.account as number | { id: number } | null)
  const tenantId = relationId(doc.tenant as number | { id: number } | null)
  if (account == null || tenantId == null) return doc
  // One after the other: both run on the save's transaction (one connection).
  const tenant = await req.payload.findByID({
    collection: 'tenants',
    id: tenantId,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const buyer = await req.payload.findByID({
    collection: 'accounts',
    id: account,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
    select: { email: true, firstName: true, lastName: true },
  })
  if (!buyer) return doc
  await notifyBuyer(req, doc, tenant as Tenant, account)
  const email = buyer.email
  if (email)
    await afterCommit(req, () =>
      mailBuyer(req, doc, tenant as Tenant, { email, firstName: buyer.firstName, lastName: buyer.lastName }),
    )
  return doc
}

/** A quote the buyer accepted or ordered stays: its lines are in a cart or an order refers to it. */
export const keepTakenQuotes: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const quote = await req.payload.findByID({
    collection: 'quotes',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
    select: { status: true },
  })
  if (quote && (quote.status === 'accepted' || quote.status === 'ordered'))
    throw new APIError(
      `The buyer has ${quote.status === 'ordered' ? 'ordered' : 'accepted'} this quote: it cannot be deleted.`,
      409,
      undefined,
      true,
    )
}
