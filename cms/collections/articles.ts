import type { CollectionConfig } from 'payload'

import { CONTAINERS, PACK_UNITS, PRODUCT_TAGS } from '../../features/catalog/model'
import { validateVatRate } from '../fields/vat-rate'
import { cacheTags } from '../../lib/cache-tags'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'
import { searchChangeHooks, withHooks } from '../hooks/search-changes'
import { relationId } from '../../lib/relation-ids'

type ScaleRow = { minQuantity?: number | null; unitPriceCents?: number | null }

/** Scale prices start at 1 and rise strictly: 1, 10, 50 … */
export function validateScales(value: unknown): true | string {
  const rows = (Array.isArray(value) ? value : []) as ScaleRow[]
  if (!rows.length) return 'Add at least the price from quantity 1'
  if (rows[0]?.minQuantity !== 1) return 'The first scale starts at quantity 1'
  for (let i = 1; i < rows.length; i++) {
    if ((rows[i]?.minQuantity ?? 0) <= (rows[i - 1]?.minQuantity ?? 0))
      return `Scale ${i + 1}: each scale needs a larger quantity than the one before`
  }
  return true
}

/** One price list row per list: an article is in a list at most once. */
function validatePriceRows(value: unknown): true | string {
  const rows = (Array.isArray(value) ? value : []) as { priceList?: unknown }[]
  const ids = rows.map((row) =>
    typeof row.priceList === 'object' && row.priceList
      ? (row.priceList as { id: unknown }).id
      : row.priceList,
  )
  return new Set(ids.map(String)).size === ids.length || 'Each price list may appear only once'
}

/**
 * Articles: the pack-size variants of a product.
 * Pack sizes, availability and prices are for signed-in customers only, so
 * the collection is read by editors and by the site's own handlers.
 */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'articleNumber',
    group: 'Catalog',
    defaultColumns: ['articleNumber', 'product', 'packSize', 'unit', 'disabled'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: withHooks(
    revalidateTenantTags(cacheTags.prices, cacheTags.products),
    // An article's number is found through its product.
    searchChangeHooks('products', (doc) => [
      relationId((doc as { product?: number | { id: number } | null }).product),
    ]),
  ),
  defaultSort: 'sort',
  fields: [
    {
      name: 'articleNumber',
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && /^[A-Z0-9-]{3,30}$/.test(value)) ||
        'Use 3–30 upper-case letters, digits or dashes',
    },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'packSize', type: 'number', required: true, min: 0.001, admin: { width: '25%' } },
        {
          name: 'unit',
          type: 'select',
          required: true,
          defaultValue: 'L',
          options: PACK_UNITS.map((u) => ({ label: u, value: u })),
          admin: { width: '25%' },
        },
        {
          name: 'container',
          type: 'select',
          defaultValue: 'canister',
          options: CONTAINERS.map((c) => ({ label: c, value: c })),
          admin: { width: '25%' },
        },
        { name: 'sort', type: 'number', defaultValue: 0, admin: { width: '25%' } },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'disabled',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Shown but not orderable (e.g. sold out or phased out).' },
    },
    {
      name: 'recommendedRetailPriceCents',
      type: 'number',
      min: 0,
      admin: {
        description:
          'Recommended retail price in Rappen, including VAT: what private customers see, and business customers in retailer mode.',
      },
    },
    {
      name: 'vatRate',
      type: 'number',
      min: 0,
      max: 100,
      validate: validateVatRate,
      admin: {
        description:
          "VAT rate in percent, only where it differs from the tenant's standard rate (Shop › Checkout settings), e.g. 2.6 for the reduced rate.",
      },
    },
    {
      name: 'prices',
      type: 'array',
      validate: validatePriceRows,
      admin: { description: 'Net prices in Rappen per customer price list, with quantity breaks.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'priceList',
              type: 'relationship',
              relationTo: 'price-lists',
              required: true,
              admin: { width: '50%' },
            },
            {
              name: 'tags',
              type: 'select',
              hasMany: true,
              options: PRODUCT_TAGS.map((t) => ({ label: t, value: t })),
              admin: { width: '50%', description: 'Price labels this list shows, e.g. SALE.' },
            },
          ],
        },
        {
          name: 'scales',
          type: 'array',
          required: true,
          minRows: 1,
          maxRows: 10,
          validate: validateScales,
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'minQuantity',
                  type: 'number',
                  required: true,
                  min: 1,
                  max: 9999,
                  admin: { width: '50%' },
                },
                { name: 'unitPriceCents', type: 'number', required: true, min: 0, admin: { width: '50%' } },
              ],
            },
          ],
        },
      ],
    },
  ],
}
