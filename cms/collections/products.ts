import type { CollectionConfig } from 'payload'

import { APPROVALS, BASE_OILS, DOCUMENT_KINDS, PRODUCT_TAGS, VISCOSITIES } from '../../features/catalog/model'
import { cacheTags } from '../../lib/cache-tags'
import { anyone } from '../access/anyone'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'
import { searchChangeHooks, withHooks } from '../hooks/search-changes'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/**
 * Products: texts, tags, technical data (viscosity,
 * approvals, base oil: the list's facets), gallery and documents. Articles
 * (pack sizes) and prices live in their own, non-public collections and never
 * reach anonymous visitors.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  admin: { useAsTitle: 'name', group: 'Catalog', defaultColumns: ['name', 'productNumber', 'productLine'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: withHooks(revalidateTenantTags(cacheTags.products), searchChangeHooks('products')),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'productNumber',
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Z0-9-]{3,20}$/.test(value)
          ? true
          : 'Use 3–20 upper-case letters, digits or dashes',
    },
    {
      name: 'alternativeTitle',
      type: 'text',
      localized: true,
      admin: { description: 'Shown instead of the name where space is short (hotspots, tiles).' },
    },
    {
      name: 'subtitle',
      type: 'text',
      localized: true,
      admin: { description: 'Short line under the name, e.g. the viscosity and specification.' },
    },
    {
      name: 'label',
      type: 'text',
      localized: true,
      admin: { description: 'A short badge text, e.g. “Neu im Sortiment”.' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      admin: { description: 'Teaser text for tiles and search results.' },
    },
    {
      name: 'contents',
      type: 'richText',
      localized: true,
      admin: { description: 'The full description on the product page.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'productLine',
      label: 'Product group',
      type: 'relationship',
      relationTo: 'product-lines',
      index: true,
      admin: { description: 'The product group (or line) the product is listed in.' },
    },
    { name: 'tags', type: 'select', hasMany: true, options: options(PRODUCT_TAGS) },
    {
      type: 'collapsible',
      label: 'Technical data',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'viscosity',
              type: 'select',
              options: options(VISCOSITIES),
              index: true,
              admin: { width: '50%' },
            },
            { name: 'baseOil', type: 'select', options: options(BASE_OILS), admin: { width: '50%' } },
          ],
        },
        {
          name: 'approvals',
          type: 'select',
          hasMany: true,
          options: options(APPROVALS),
          admin: { description: 'Specifications and manufacturer approvals.' },
        },
        {
          name: 'features',
          type: 'array',
          maxRows: 12,
          labels: { singular: 'Feature', plural: 'Features' },
          fields: [{ name: 'text', type: 'text', required: true, localized: true }],
        },
      ],
    },
    {
      name: 'gallery',
      type: 'array',
      maxRows: 20,
      admin: {
        description:
          'Pictures, videos (.mp4/.webm) or YouTube videos (11-character id) after the main picture.',
      },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        {
          name: 'video',
          type: 'text',
          validate: (value: unknown) =>
            !value ||
            (typeof value === 'string' && /^(\/|https:\/\/)[^\s]+\.(mp4|webm)$/i.test(value)) ||
            'A site path or https address of an .mp4 or .webm file',
        },
        {
          name: 'youtubeId',
          type: 'text',
          validate: (value: unknown) =>
            !value ||
            (typeof value === 'string' && YOUTUBE_ID.test(value)) ||
            'The 11-character YouTube video id',
        },
      ],
    },
    {
      name: 'documents',
      type: 'array',
      maxRows: 30,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'file', type: 'upload', relationTo: 'media', required: true, admin: { width: '50%' } },
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'datasheet',
              options: options(DOCUMENT_KINDS),
              admin: { width: '50%' },
            },
          ],
        },
        { name: 'title', type: 'text', localized: true },
      ],
    },
    {
      type: 'collapsible',
      label: 'Ordering',
      admin: { initCollapsed: true },
      fields: [
        { name: 'hideOrderUnit', type: 'checkbox', defaultValue: false },
        { name: 'disablePlaceholder', type: 'checkbox', defaultValue: false },
        {
          name: 'placeholderValue',
          type: 'text',
          admin: { description: 'Quantity field placeholder, e.g. “1”.' },
        },
      ],
    },
  ],
}
