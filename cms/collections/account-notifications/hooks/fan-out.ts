import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { CONTENT_LANGUAGES, DEFAULT_LANGUAGE, type ContentLanguage } from '../../../../lib/i18n/locales'
import type { AccountNotification } from '../../../payload-types'
import { tenantIdOf } from '../../../hooks/tenant-of'
import { relationId } from '../../../../lib/relation-ids'

type LocalizedText = Partial<Record<ContentLanguage, string | null>>
type AllLocales = Omit<AccountNotification, 'title' | 'text'> & {
  title?: LocalizedText | null
  text?: LocalizedText | null
}

/** The editor's row in every language (localized fields as `{ de, fr, … }`). */
async function inAllLanguages(req: PayloadRequest, id: number): Promise<AllLocales> {
  return (await req.payload.findByID({
    collection: 'account-notifications',
    id,
    locale: 'all',
    depth: 0,
    req,
    overrideAccess: true,
  })) as unknown as AllLocales
}

/** The languages that have a title, German first (a copy is created in the first one, then completed). */
function languagesOf(source: AllLocales): ContentLanguage[] {
  const present = CONTENT_LANGUAGES.filter((language) => !!source.title?.[language])
  return present.sort((a, b) => Number(b === DEFAULT_LANGUAGE) - Number(a === DEFAULT_LANGUAGE))
}

const textsIn = (source: AllLocales, language: ContentLanguage) => ({
  title: source.title?.[language] ?? '',
  text: source.text?.[language] ?? null,
})

/**
 * A customer-wide notification becomes one row per account of that customer
 * (on its tenant), so each account has its own read state. Later edits of
 * the editor's row (texts in any language, link, kind) reach the copies.
 * Copies are written in the same request (and transaction) as the row.
 */
export const fanOutToCustomerAccounts: CollectionAfterChangeHook<AccountNotification> = async ({
  doc,
  operation,
  req,
}) => {
  if (doc.audience !== 'customer') return doc
  const source = await inAllLanguages(req, doc.id)
  const languages = languagesOf(source)
  const [first, ...others] = languages
  if (!first) return doc
  const shared = { link: doc.link ?? null, kind: doc.kind }
  const { payload } = req

  if (operation === 'create') {
    const customer = relationId(doc.customer)
    if (customer == null) return doc
    const tenant = tenantIdOf(doc)
    const { docs: accounts } = await payload.find({
      collection: 'accounts',
      where: { and: [{ tenant: { equals: tenant } }, { customer: { equals: customer } }] },
      depth: 0,
      pagination: false,
      select: { tenant: true },
      req,
      overrideAccess: true,
    })
    for (const account of accounts) {
      const copy = await payload.create({
        collection: 'account-notifications',
        locale: first,
        data: {
          tenant: Number(tenant),
          audience: 'account',
          account: account.id,
          source: doc.id,
          ...shared,
          ...textsIn(source, first),
        },
        depth: 0,
        req,
        overrideAccess: true,
      })
      for (const language of others)
        await payload.update({
          collection: 'account-notifications',
          id: copy.id,
          locale: language,
          data: textsIn(source, language),
          depth: 0,
          req,
          overrideAccess: true,
        })
    }
    return doc
  }

  const { docs: copies } = await payload.find({
    collection: 'account-notifications',
    where: { source: { equals: doc.id } },
    depth: 0,
    pagination: false,
    select: { tenant: true },
    req,
    overrideAccess: true,
  })
  for (const copy of copies) {
    for (const language of languages)
      await payload.update({
        collection: 'account-notifications',
        id: copy.id,
        locale: language,
        data: { ...shared, ...textsIn(source, language) },
        depth: 0,
        req,
        overrideAccess: true,
      })
  }
  return doc
}

/** Deleting a customer-wide notification deletes its copies. */
export const deleteCopies: CollectionAfterDeleteHook<AccountNotification> = async ({ doc, req }) => {
  if (doc.audience !== 'customer') return doc
  await req.payload.delete({
    collection: 'account-notifications',
    where: { source: { equals: doc.id } },
    req,
    overrideAccess: true,
  })
  return doc
}
