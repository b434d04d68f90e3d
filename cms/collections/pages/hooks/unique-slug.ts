import { ValidationError } from 'payload'
import type { CollectionBeforeValidateHook, Where } from 'payload'

const idOf = (value: unknown): string | number | undefined =>
  value && typeof value === 'object' && 'id' in value
    ? (value as { id: string | number }).id
    : (value as string | number | undefined)

/** Two pages under the same parent of one tenant may not share a slug in a language. */
export const assertUniqueSlugAmongSiblings: CollectionBeforeValidateHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const slug = data?.slug ?? originalDoc?.slug
  const tenant = idOf(data?.tenant ?? originalDoc?.tenant)
  if (!slug || typeof slug !== 'string' || !tenant) return data
  const parent = idOf(data && 'parent' in data ? data.parent : originalDoc?.parent)
  const where: Where = {
    and: [
      { slug: { equals: slug } },
      { tenant: { equals: tenant } },
      parent ? { parent: { equals: parent } } : { parent: { exists: false } },
      ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
    ],
  }
  const clash = await req.payload.find({
    collection: 'pages',
    where,
    limit: 1,
    depth: 0,
    locale: req.locale ?? undefined,
    draft: true,
    req,
    overrideAccess: true,
  })
  if (clash.totalDocs > 0) {
    throw new ValidationError({
      collection: 'pages',
      errors: [{ path: 'slug', message: 'Another page at this level already uses this slug' }],
    })
  }
  return data
}
