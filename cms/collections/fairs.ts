import type { CollectionConfig } from 'payload'

import { validateUrl } from '../../blocks/fields'
import { cacheTags } from '../../lib/cache-tags'
import { anyone } from '../access/anyone'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

const day = { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } as const

/** Trade fairs where Tribo exhibits: the fair list shows upcoming ones first, past ones apart. */
export const Fairs: CollectionConfig = {
  slug: 'fairs',
  admin: { useAsTitle: 'name', group: 'News', defaultColumns: ['name', 'city', 'fromDate', 'toDate'] },
  defaultSort: 'fromDate',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.fairs),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'fromDate', type: 'date', required: true, index: true, admin: { width: '50%', date: day } },
        {
          name: 'toDate',
          type: 'date',
          required: true,
          admin: { width: '50%', date: day },
          validate: (value: unknown, { siblingData }: { siblingData?: { fromDate?: string | null } }) =>
            !value
              ? 'An end date is required'
              : siblingData?.fromDate && new Date(value as string) < new Date(siblingData.fromDate)
                ? 'The end date must not lie before the start date'
                : true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true, admin: { width: '50%' } },
        {
          name: 'country',
          type: 'select',
          required: true,
          defaultValue: 'CH',
          options: ['CH', 'DE', 'AT', 'IT', 'FR'].map((c) => ({ label: c, value: c })),
          admin: { width: '50%' },
        },
      ],
    },
    { name: 'venue', type: 'text' },
    {
      name: 'stand',
      type: 'text',
      localized: true,
      admin: { description: 'Hall and stand, e.g. “Halle 2, Stand B14”.' },
    },
    { name: 'url', type: 'text', validate: (value: unknown) => validateUrl(value) },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
