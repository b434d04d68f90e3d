import type { CollectionConfig, Field } from 'payload'

import {
  FLEET_COMPONENT_KEYS,
  FLEET_ENTRY_KINDS,
  FLEET_ENTRY_SOURCES,
  FLEET_MAX_CAPACITY_LITRES,
  FLEET_MAX_COMPONENTS,
  FLEET_MAX_INTERVAL_HOURS,
  FLEET_MAX_INTERVAL_KM,
  FLEET_MAX_INTERVAL_MONTHS,
  FLEET_MAX_READING_HOURS,
  FLEET_MAX_READING_KM,
  FLEET_MAX_YEARLY_HOURS,
  FLEET_MAX_YEARLY_KM,
  FLEET_MIN_CAPACITY_LITRES,
  FLEET_NAME_MAX_LENGTH,
  FLEET_NOTE_MAX_LENGTH,
  FLEET_TAG_MAX_LENGTH,
  MACHINE_KINDS,
  REMINDER_KINDS,
} from '../../features/fleet/model'
import { isEditor } from '../access/is-editor'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
/** A calendar day, stored as text so no time zone moves it. */
const day = (name: string, extra: Partial<Field> = {}): Field =>
  ({
    name,
    type: 'text',
    validate: (value: unknown) =>
      value == null ||
      value === '' ||
      (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) ||
      'YYYY-MM-DD',
    admin: { description: 'YYYY-MM-DD' },
    ...extra,
  }) as Field

const owner = (withAccount: boolean): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'customer',
        type: 'relationship',
        relationTo: 'customers',
        required: true,
        index: true,
        maxDepth: 0,
        admin: { width: '50%' },
      },
      ...(withAccount
        ? [
            {
              name: 'account',
              type: 'relationship' as const,
              relationTo: 'accounts' as const,
              maxDepth: 0,
              admin: { width: '50%', description: 'Who did it.' },
            },
          ]
        : []),
    ],
  },
]

/**
 * A customer's fleet and machine park (Fuhrpark): one vehicle (a type of the
 * oil finder's database, maybe with its licence plate) or one machine (entered
 * by hand). Each has its components with the product in use, the fill
 * quantity, the interval and the last service, which the oil plan and the
 * service reminders count from. The whole company shares its fleet; only the
 * shop writes it (features/fleet), editors read it in /cms.
 */
export const FleetEntries: CollectionConfig = {
  slug: 'fleet-entries',
  labels: { singular: 'Fleet entry', plural: 'Fleet entries' },
  admin: {
    useAsTitle: 'name',
    group: 'Shop',
    defaultColumns: ['name', 'kind', 'licensePlate', 'site', 'customer'],
    listSearchableFields: ['name', 'licensePlate'],
  },
  access: { read: isEditor, create: () => false, update: () => false, delete: isEditor },
  defaultSort: 'name',
  // A plate is registered once per customer (no plate: any number of entries).
  indexes: [{ fields: ['customer', 'licensePlate'], unique: true }],
  fields: [
    ...owner(false),
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'vehicle',
          options: options(FLEET_ENTRY_KINDS),
          admin: { width: '25%' },
        },
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: FLEET_NAME_MAX_LENGTH,
          admin: { width: '50%' },
        },
        {
          name: 'source',
          type: 'select',
          required: true,
          defaultValue: 'manual',
          options: options(FLEET_ENTRY_SOURCES),
          admin: { width: '25%', readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'vehicleType',
          type: 'relationship',
          relationTo: 'vehicle-types',
          index: true,
          maxDepth: 0,
          admin: { width: '40%' },
        },
        {
          name: 'licensePlate',
          type: 'text',
          maxLength: 12,
          admin: { width: '30%', description: 'Stored as ZH123456.' },
        },
        { name: 'typeApprovalNumber', type: 'text', maxLength: 12, admin: { width: '30%' } },
      ],
    },
    { name: 'machineKind', type: 'select', options: options(MACHINE_KINDS) },
    {
      type: 'row',
      fields: [
        {
          name: 'site',
          type: 'text',
          maxLength: FLEET_TAG_MAX_LENGTH,
          index: true,
          admin: { width: '50%', description: 'Tag: location or depot.' },
        },
        {
          name: 'costCentre',
          type: 'text',
          maxLength: FLEET_TAG_MAX_LENGTH,
          index: true,
          admin: { width: '50%', description: 'Tag: cost centre.' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Usage',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'readingKm',
              label: 'Odometer (km)',
              type: 'number',
              min: 0,
              max: FLEET_MAX_READING_KM,
              admin: { width: '25%' },
            },
            {
              name: 'readingHours',
              label: 'Operating hours',
              type: 'number',
              min: 0,
              max: FLEET_MAX_READING_HOURS,
              admin: { width: '25%' },
            },
            day('readingDate', {
              admin: { width: '50%', description: 'The day of the reading (YYYY-MM-DD).' },
            }),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'yearlyKm',
              label: 'Kilometres per year',
              type: 'number',
              min: 0,
              max: FLEET_MAX_YEARLY_KM,
              admin: { width: '50%' },
            },
            {
              name: 'yearlyHours',
              label: 'Operating hours per year',
              type: 'number',
              min: 0,
              max: FLEET_MAX_YEARLY_HOURS,
              admin: { width: '50%' },
            },
          ],
        },
      ],
    },
    {
      name: 'components',
      type: 'array',
      maxRows: FLEET_MAX_COMPONENTS,
      labels: { singular: 'Component', plural: 'Components' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'component',
              type: 'select',
              required: true,
              options: options(FLEET_COMPONENT_KEYS),
              admin: { width: '30%' },
            },
            {
              name: 'product',
              type: 'relationship',
              relationTo: 'products',
              maxDepth: 0,
              admin: { width: '40%', description: 'The product in use (or the recommendation).' },
            },
            {
              name: 'capacityLitres',
              label: 'Fill (litres)',
              type: 'number',
              min: FLEET_MIN_CAPACITY_LITRES,
              max: FLEET_MAX_CAPACITY_LITRES,
              admin: { width: '30%' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'intervalMonths',
              type: 'number',
              min: 1,
              max: FLEET_MAX_INTERVAL_MONTHS,
              admin: { width: '33%' },
            },
            {
              name: 'intervalKm',
              type: 'number',
              min: 1,
              max: FLEET_MAX_INTERVAL_KM,
              admin: { width: '33%' },
            },
            {
              name: 'intervalHours',
              type: 'number',
              min: 1,
              max: FLEET_MAX_INTERVAL_HOURS,
              admin: { width: '34%' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            day('lastServiceDate', { admin: { width: '50%', description: 'Last service (YYYY-MM-DD).' } }),
            {
              name: 'lastServiceReading',
              type: 'number',
              min: 0,
              max: FLEET_MAX_READING_KM,
              admin: { width: '25%', description: 'km or h at the last service.' },
            },
            { name: 'fromRecommendation', type: 'checkbox', defaultValue: false, admin: { width: '25%' } },
          ],
        },
        {
          name: 'productInUseText',
          label: 'Product in use (other brand)',
          type: 'text',
          maxLength: FLEET_NAME_MAX_LENGTH,
          admin: {
            description:
              'A product of another brand in use, as the customer names it (the cross-reference suggests a Tribo one).',
          },
        },
      ],
    },
    { name: 'note', type: 'textarea', maxLength: FLEET_NOTE_MAX_LENGTH },
    {
      type: 'row',
      fields: [
        {
          name: 'createdBy',
          type: 'relationship',
          relationTo: 'accounts',
          maxDepth: 0,
          admin: { width: '50%', readOnly: true },
        },
        {
          name: 'updatedBy',
          type: 'relationship',
          relationTo: 'accounts',
          maxDepth: 0,
          admin: { width: '50%', readOnly: true },
        },
      ],
    },
  ],
}

/**
 * A service done on a fleet entry's component: the day, the reading, what was
 * filled. Marking a service done writes one and restarts the component's
 * interval. `entry` is not required so deleting an entry can remove its
 * history in the same transaction (features/fleet).
 */
export const FleetServices: CollectionConfig = {
  slug: 'fleet-services',
  labels: { singular: 'Service', plural: 'Services' },
  admin: { useAsTitle: 'doneOn', group: 'Shop', defaultColumns: ['entry', 'component', 'doneOn', 'account'] },
  access: { read: isEditor, create: () => false, update: () => false, delete: isEditor },
  defaultSort: '-doneOn',
  indexes: [{ fields: ['entry', 'doneOn'] }],
  fields: [
    ...owner(true),
    {
      type: 'row',
      fields: [
        {
          name: 'entry',
          type: 'relationship',
          relationTo: 'fleet-entries',
          index: true,
          maxDepth: 0,
          admin: { width: '40%' },
        },
        {
          name: 'componentId',
          type: 'text',
          required: true,
          admin: { width: '30%', description: 'The component row of the entry.' },
        },
        {
          name: 'component',
          type: 'select',
          required: true,
          options: options(FLEET_COMPONENT_KEYS),
          admin: { width: '30%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        day('doneOn', { required: true, admin: { width: '30%' } }),
        { name: 'reading', type: 'number', min: 0, max: FLEET_MAX_READING_KM, admin: { width: '20%' } },
        { name: 'litres', type: 'number', min: 0, max: FLEET_MAX_CAPACITY_LITRES, admin: { width: '20%' } },
        {
          name: 'product',
          type: 'relationship',
          relationTo: 'products',
          maxDepth: 0,
          admin: { width: '30%' },
        },
      ],
    },
    { name: 'note', type: 'text', maxLength: FLEET_NOTE_MAX_LENGTH },
  ],
}

/**
 * Service reminders sent: one row per account and due service (`due:…`) or
 * per account and week (`digest:…`). The unique key makes each reminder go
 * out exactly once, whichever instance runs the pass.
 */
export const ServiceReminders: CollectionConfig = {
  slug: 'service-reminders',
  labels: { singular: 'Service reminder', plural: 'Service reminders' },
  admin: {
    useAsTitle: 'key',
    group: 'Shop',
    defaultColumns: ['key', 'kind', 'account', 'dueDate', 'sentAt'],
  },
  access: { read: isEditor, create: () => false, update: () => false, delete: isEditor },
  defaultSort: '-sentAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    ...owner(true),
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: options(REMINDER_KINDS),
          admin: { width: '25%' },
        },
        {
          name: 'entry',
          type: 'relationship',
          relationTo: 'fleet-entries',
          maxDepth: 0,
          admin: { width: '25%' },
        },
        { name: 'componentId', type: 'text', admin: { width: '25%' } },
        day('dueDate', { admin: { width: '25%' } }),
      ],
    },
    {
      name: 'sentAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
