import { randomBytes } from 'node:crypto'
import { ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Page, Tenant, User } from '@/cms/payload-types'
import { isDatabaseEmpty } from '@/cms/seed'

import { getTestPayload, startWithEmptyDatabase } from '../helpers/payload'

// This file creates (or seeds) its own data from scratch.
startWithEmptyDatabase()

const context = { disableRevalidate: true }
const unique = () => randomBytes(3).toString('hex')

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  // What `npm start` asks before it seeds (scripts/prepare-database.ts).
  expect(await isDatabaseEmpty(payload)).toBe(true)
})

async function createTenant(slug = `t-${unique()}`): Promise<Tenant> {
  return payload.create({
    collection: 'tenants',
    data: {
      name: `Tenant ${slug}`,
      slug,
      theme: '01',
      countries: [
        {
          country: 'ch',
          countryName: 'Schweiz',
          languages: [{ language: 'de', title: 'DE', fullTitle: 'Deutsch' }],
        },
      ],
      defaultLocale: 'de-ch',
    },
    context,
  })
}

async function createPage(
  tenant: Tenant,
  data: { slug: string; title?: string; parent?: Page | null; status?: 'draft' | 'published' },
): Promise<Page> {
  const status = data.status ?? 'published'
  return payload.create({
    collection: 'pages',
    data: {
      tenant: tenant.id,
      title: data.title ?? `Page ${data.slug}`,
      slug: data.slug,
      parent: data.parent?.id ?? null,
      content: [],
      _status: status,
    },
    draft: status === 'draft',
    context,
  })
}

async function createEditor(tenants: Tenant[]): Promise<User & { collection: 'users' }> {
  const user = await payload.create({
    collection: 'users',
    data: {
      email: `editor-${unique()}@tribo.test`,
      password: 'correct horse battery staple',
      roles: ['editor'],
      tenants: tenants.map((t) => ({ tenant: t.id, roles: ['editor'] as ('editor' | 'tenant-admin')[] })),
    },
    context,
  })
  // What Payload puts on req.user for a signed-in editor.
  return { ...user, collection: 'users' }
}

describe('tenants', () => {
  it('rejects a second tenant with the same slug', async () => {
    const slug = `dup-${unique()}`
    await createTenant(slug)
    await expect(createTenant(slug)).rejects.toBeInstanceOf(ValidationError)
    const { totalDocs } = await payload.count({ collection: 'tenants', where: { slug: { equals: slug } } })
    expect(totalDocs).toBe(1)
  })

  it('requires the default locale to be one of its country languages', async () => {
    await expect(
      payload.create({
        collection: 'tenants',
        data: {
          name: 'Wrong default',
          slug: `wrong-${unique()}`,
          theme: '01',
          countries: [
            {
              country: 'ch',
              countryName: 'Schweiz',
              languages: [{ language: 'de', title: 'DE', fullTitle: 'Deutsch' }],
            },
          ],
          defaultLocale: 'fr-ch',
        },
        context,
      }),
    ).rejects.toBeInstanceOf(ValidationError)
  })
})

describe('page slugs', () => {
  it('must be unique among the siblings of one tenant', async () => {
    const tenant = await createTenant()
    const parent = await createPage(tenant, { slug: 'produkte' })
    await createPage(tenant, { slug: 'oele', parent })
    await expect(createPage(tenant, { slug: 'oele', parent })).rejects.toBeInstanceOf(ValidationError)
    // also at the top level
    await expect(createPage(tenant, { slug: 'produkte' })).rejects.toBeInstanceOf(ValidationError)
  })

  it('may repeat under different parents and in different tenants', async () => {
    const tenant = await createTenant()
    const a = await createPage(tenant, { slug: 'motorrad' })
    const b = await createPage(tenant, { slug: 'auto' })
    const first = await createPage(tenant, { slug: 'oele', parent: a })
    const second = await createPage(tenant, { slug: 'oele', parent: b })
    expect(first.id).not.toEqual(second.id)

    const other = await createTenant()
    const elsewhere = await createPage(other, { slug: 'motorrad' })
    expect(elsewhere.slug).toBe('motorrad')
  })

  it('may keep its own slug when the page is updated', async () => {
    const tenant = await createTenant()
    const page = await createPage(tenant, { slug: 'kontakt' })
    const updated = await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Kontakt neu', slug: 'kontakt', content: [] },
      context,
    })
    expect(updated.title).toBe('Kontakt neu')
  })
})

describe('page access', () => {
  it('lets the public read published pages only, never drafts', async () => {
    const tenant = await createTenant()
    const published = await createPage(tenant, { slug: 'public', status: 'published' })
    const draft = await createPage(tenant, { slug: 'secret', status: 'draft' })

    const result = await payload.find({
      collection: 'pages',
      where: { tenant: { equals: tenant.id } },
      overrideAccess: false,
      depth: 0,
    })
    expect(result.docs.map((p) => p.id)).toEqual([published.id])

    await expect(
      payload.findByID({ collection: 'pages', id: draft.id, overrideAccess: false, depth: 0 }),
    ).rejects.toThrow()
    const asDraft = await payload.find({
      collection: 'pages',
      where: { tenant: { equals: tenant.id } },
      draft: true,
      overrideAccess: false,
      depth: 0,
    })
    expect(asDraft.docs.map((p) => p.id)).not.toContain(draft.id)
  })

  it("keeps an editor of tenant A out of tenant B's pages", async () => {
    const tenantA = await createTenant()
    const tenantB = await createTenant()
    const pageA = await createPage(tenantA, { slug: 'a-page' })
    const draftA = await createPage(tenantA, { slug: 'a-draft', status: 'draft' })
    const pageB = await createPage(tenantB, { slug: 'b-page' })
    const editor = await createEditor([tenantA])

    const visible = await payload.find({
      collection: 'pages',
      overrideAccess: false,
      user: editor,
      draft: true,
      depth: 0,
      limit: 100,
    })
    const ids = visible.docs.map((p) => p.id)
    expect(ids).toContain(pageA.id)
    expect(ids).toContain(draftA.id)
    expect(ids).not.toContain(pageB.id)

    const askedForB = await payload.find({
      collection: 'pages',
      where: { tenant: { equals: tenantB.id } },
      overrideAccess: false,
      user: editor,
      depth: 0,
    })
    expect(askedForB.totalDocs).toBe(0)
    await expect(
      payload.findByID({ collection: 'pages', id: pageB.id, overrideAccess: false, user: editor, depth: 0 }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'pages',
        id: pageB.id,
        data: { title: 'hijacked' },
        overrideAccess: false,
        user: editor,
        context,
      }),
    ).rejects.toThrow()
  })
})
