import type { CollectionConfig, Field, FieldAccess, Payload, PayloadRequest } from 'payload'

import { validateIconName, validateUrl } from '../../blocks/fields'
import {
  graphFromRows,
  OPTION_SOURCES,
  processProblems,
  PRODUCT_FIELD,
  STEP_TYPES,
  type StepRow,
} from '../../features/contact-manager/model'
import { cacheTags } from '../../lib/cache-tags'
import { systemData } from '../../lib/data/system'
import { isAdmin } from '../access/is-admin'
import { isEditor, isEditorUser } from '../access/is-editor'
import { publishedFlagOrEditor } from '../access/published-flag-or-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

const editorsOnly: FieldAccess = ({ req }) => isEditorUser(req.user)
const never: FieldAccess = () => false

const isType =
  (...types: string[]) =>
  (_: unknown, row: { type?: string } | undefined) =>
    types.includes(row?.type ?? '')

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
function validateEmails(value: unknown): true | string {
  if (typeof value !== 'string' || !value.trim()) return true
  const bad = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !EMAIL.test(part))
  return bad.length ? `Not an e-mail address: ${bad.join(', ')}` : true
}

/** A form step must use a form built for the process (usage 'process'): page forms carry their own captcha and submit URL. */
const validateProcessForm = async (
  value: unknown,
  {
    req,
    siblingData,
  }: { req: { payload: { findByID: (args: object) => Promise<unknown> } }; siblingData?: { type?: string } },
) => {
  if (siblingData?.type !== 'formConfig' && siblingData?.type !== 'formSubmit') return true
  const id = typeof value === 'object' && value && 'id' in value ? (value as { id: unknown }).id : value
  if (id == null || id === '') return 'A form step needs a form.'
  const form = (await systemData('validating a contact process in the CMS', req.payload as Payload)
    .findByID({ collection: 'forms', id: id as number, depth: 0, req: req as PayloadRequest })
    .catch(() => null)) as { usage?: string } | null
  if (!form) return 'The form does not exist.'
  return form.usage === 'process' ? true : 'Choose a form with the usage “A step of the contact process”.'
}

const stepFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'stepId',
        type: 'text',
        required: true,
        admin: { width: '30%', description: 'Stable id (e.g. topic, details); other steps lead here by it.' },
      },
      {
        name: 'type',
        type: 'select',
        required: true,
        options: STEP_TYPES.map((value) => ({ label: value, value })),
        admin: { width: '30%' },
      },
      {
        name: 'nextStep',
        type: 'text',
        admin: {
          width: '40%',
          description:
            'Step id that follows (form steps, product line choice; default for options without their own).',
          condition: isType('iconButton', 'formConfig', 'formSubmit'),
        },
      },
    ],
  },
  { name: 'title', type: 'text', required: true, localized: true },
  {
    name: 'text',
    type: 'textarea',
    localized: true,
    admin: { description: 'A short explanation under the title.' },
  },
  {
    type: 'row',
    admin: { condition: isType('iconButton') },
    fields: [
      {
        name: 'fieldName',
        type: 'text',
        admin: {
          width: '50%',
          description:
            'The value this step fills, e.g. topic, or productLine (then the choice is the product line id).',
        },
      },
      {
        name: 'optionSource',
        type: 'select',
        defaultValue: 'options',
        options: OPTION_SOURCES.map((value) => ({
          label: value === 'options' ? 'Options listed here' : 'The product lines of the site',
          value,
        })),
        admin: { width: '50%' },
      },
    ],
  },
  {
    name: 'options',
    type: 'array',
    admin: { condition: (_, row) => row?.type === 'iconButton' && row?.optionSource !== 'productLines' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'optionId', type: 'text', required: true, admin: { width: '25%' } },
          { name: 'label', type: 'text', required: true, localized: true, admin: { width: '35%' } },
          {
            name: 'icon',
            type: 'text',
            validate: validateIconName,
            admin: { width: '20%', description: 'Icon name' },
          },
          {
            name: 'nextStep',
            type: 'text',
            admin: { width: '20%', description: 'Step id; empty: the step’s next step' },
          },
        ],
      },
    ],
  },
  {
    type: 'row',
    admin: { condition: isType('formConfig', 'formSubmit') },
    fields: [
      {
        name: 'form',
        type: 'relationship',
        relationTo: 'forms',
        maxDepth: 0,
        filterOptions: { usage: { equals: 'process' } },
        validate: validateProcessForm as never,
        admin: { width: '60%' },
      },
      {
        name: 'productField',
        type: 'text',
        defaultValue: PRODUCT_FIELD,
        admin: {
          width: '40%',
          description:
            'A select of this name lists the products of the product line chosen before (its own options are ignored then).',
        },
      },
    ],
  },
  {
    type: 'row',
    admin: { condition: isType('button') },
    fields: [
      { name: 'buttonLabel', type: 'text', localized: true, admin: { width: '50%' } },
      {
        name: 'link',
        type: 'text',
        localized: true,
        validate: (value: unknown, { siblingData }: { siblingData?: { type?: string } }) =>
          siblingData?.type === 'button'
            ? value
              ? validateUrl(value)
              : 'A button step needs a link.'
            : true,
        admin: {
          width: '50%',
          description: 'Site path (e.g. /oel-finder) or https address; the process ends here.',
        },
      },
    ],
  },
  {
    name: 'sendLabel',
    type: 'text',
    localized: true,
    admin: {
      condition: isType('Overview'),
      description: 'Caption of the send button; empty: “Anfrage senden”.',
    },
  },
]

/**
 * The communication process of the contact manager: steps of the
 * types iconButton, formConfig, formSubmit, button and Overview. Visitors
 * read it through the server (`features/contact-manager`); the recipients
 * stay with editors.
 */
export const ContactProcesses: CollectionConfig = {
  slug: 'contact-processes',
  labels: { singular: 'Contact process', plural: 'Contact processes' },
  admin: {
    useAsTitle: 'title',
    group: 'FAQ and contact',
    defaultColumns: ['title', 'firstStep', 'published', 'updatedAt'],
  },
  access: { read: publishedFlagOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.contactManager),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'firstStep',
      type: 'text',
      required: true,
      admin: { description: 'Step id the visitor starts on.' },
    },
    {
      name: 'steps',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Step', plural: 'Steps' },
      admin: { initCollapsed: true },
      fields: stepFields,
      validate: (rows: unknown, { siblingData }: { siblingData?: { firstStep?: string } }) => {
        const problems = processProblems(graphFromRows(siblingData?.firstStep, (rows ?? []) as StepRow[]))
        return problems.length ? problems.join(' ') : true
      },
    },
    {
      name: 'confirmation',
      type: 'textarea',
      localized: true,
      admin: { description: 'Shown after sending; empty: the standard text (we reply within 48 hours).' },
    },
    { name: 'published', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
    {
      name: 'recipients',
      type: 'text',
      access: { read: editorsOnly },
      validate: validateEmails,
      admin: {
        position: 'sidebar',
        description: 'E-mail addresses (comma separated) told about every request.',
      },
    },
    {
      name: 'routing',
      type: 'array',
      access: { read: editorsOnly },
      labels: { singular: 'Product line recipient', plural: 'Product line recipients' },
      admin: { description: 'Requests about these product lines go to these addresses instead.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'productLine',
              type: 'relationship',
              relationTo: 'product-lines',
              required: true,
              maxDepth: 0,
              filterOptions: { parent: { exists: false } },
              admin: { width: '50%' },
            },
            {
              name: 'recipients',
              type: 'text',
              required: true,
              validate: validateEmails,
              admin: { width: '50%' },
            },
          ],
        },
      ],
    },
  ],
}

const readOnly = { readOnly: true } as const

/** What visitors sent through the contact process. Only editors read them; they may mark one answered, nothing else. */
export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: { singular: 'Contact request', plural: 'Contact requests' },
  admin: {
    useAsTitle: 'summaryTitle',
    group: 'FAQ and contact',
    defaultColumns: ['summaryTitle', 'email', 'status', 'createdAt'],
  },
  access: { read: isEditor, create: () => false, update: isEditor, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { label: 'New', value: 'new' },
        { label: 'Answered', value: 'answered' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'summaryTitle', type: 'text', access: { update: never }, admin: readOnly },
    {
      name: 'process',
      type: 'relationship',
      relationTo: 'contact-processes',
      maxDepth: 0,
      access: { update: never },
      admin: readOnly,
    },
    { name: 'topic', type: 'text', index: true, access: { update: never }, admin: readOnly },
    {
      name: 'productLine',
      type: 'relationship',
      relationTo: 'product-lines',
      maxDepth: 0,
      access: { update: never },
      admin: readOnly,
    },
    { name: 'name', type: 'text', access: { update: never }, admin: readOnly },
    { name: 'email', type: 'text', access: { update: never }, admin: readOnly },
    { name: 'language', type: 'text', access: { update: never }, admin: readOnly },
    {
      name: 'summary',
      type: 'textarea',
      access: { update: never },
      admin: { ...readOnly, description: 'Every step with its answers, as the visitor saw them.' },
    },
    { name: 'values', type: 'json', access: { update: never }, admin: readOnly },
  ],
}
