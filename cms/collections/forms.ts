import path from 'node:path'
import type { CollectionConfig, Field } from 'payload'

import {
  definitionProblems,
  FIELD_TYPES,
  type FieldRow,
  fieldsFromRows,
  FILE_KINDS,
  MAX_FILE_BYTES,
  MAX_FILES_PER_FIELD,
  VALIDATOR_TYPES,
} from '../../features/forms/model'
import { cacheTags } from '../../lib/cache-tags'
import { localUploadDir } from '../../lib/storage/settings'
import { isAdmin } from '../access/is-admin'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

/**
 * Where uploads sent with forms and job applications live. Never inside
 * MEDIA_DIR (whose route is public): only editors open them, through the CMS.
 * (With S3 configured, the bucket instead: cms/storage.ts.)
 */
export const FORM_FILES_DIR = localUploadDir('form-files')

const mediaDir = localUploadDir('media')
if (!path.relative(mediaDir, FORM_FILES_DIR).startsWith('..')) {
  throw new Error(
    `FORM_FILES_DIR (${FORM_FILES_DIR}) must not lie inside MEDIA_DIR (${mediaDir}): files there are public.`,
  )
}

const FIELD_TYPE_LABELS: Record<(typeof FIELD_TYPES)[number], string> = {
  hidden: 'Hidden value',
  text: 'Text',
  password: 'Password',
  subheader: 'Subheader (text only)',
  email: 'E-mail',
  number: 'Number',
  tel: 'Phone',
  textarea: 'Long text',
  checkbox: 'Checkbox (yes/no)',
  checkboxes: 'Checkboxes (several choices)',
  radio: 'Radio buttons (one choice)',
  'select.single': 'Select (one choice)',
  file: 'File upload',
  date: 'Date',
  submit: 'Submit button',
  recaptcha: 'Spam protection (reCAPTCHA)',
}

const hasOptions = (type: unknown) => type === 'checkboxes' || type === 'radio' || type === 'select.single'

/** The rows editors fill per field; `formFieldRows` is reused by the contact process steps. */
export const formFieldRows: Field = {
  name: 'fields',
  type: 'array',
  labels: { singular: 'Field', plural: 'Fields' },
  admin: { initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'text',
          options: FIELD_TYPES.map((value) => ({ label: FIELD_TYPE_LABELS[value], value })),
          admin: { width: '30%' },
        },
        {
          name: 'name',
          type: 'text',
          admin: {
            width: '30%',
            description:
              'Key of the value (letters, digits, _). Not needed for subheader, submit and spam protection.',
            condition: (_, row) => !['subheader', 'submit', 'recaptcha'].includes(row?.type),
          },
        },
        {
          name: 'required',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            width: '20%',
            condition: (_, row) => !['subheader', 'submit', 'recaptcha', 'hidden'].includes(row?.type),
          },
        },
        {
          name: 'width',
          type: 'select',
          defaultValue: 'full',
          options: [
            { label: 'Full width', value: 'full' },
            { label: 'Half width', value: 'half' },
          ],
          admin: { width: '20%' },
        },
      ],
    },
    {
      name: 'label',
      type: 'text',
      localized: true,
      admin: { description: 'The label; for a subheader its text, for the submit button its caption.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'placeholder',
          type: 'text',
          localized: true,
          admin: {
            width: '50%',
            condition: (_, row) =>
              ['text', 'email', 'number', 'tel', 'textarea', 'password'].includes(row?.type),
          },
        },
        {
          name: 'defaultValue',
          type: 'text',
          admin: {
            width: '50%',
            description:
              'Preset value (an option value for choices, YYYY-MM-DD for dates, "true" for a checkbox).',
            condition: (_, row) =>
              !['subheader', 'submit', 'recaptcha', 'file', 'password'].includes(row?.type),
          },
        },
      ],
    },
    {
      name: 'help',
      type: 'text',
      localized: true,
      admin: {
        description: 'A hint shown under the field.',
        condition: (_, row) => !['subheader', 'submit', 'recaptcha', 'hidden'].includes(row?.type),
      },
    },
    {
      name: 'options',
      type: 'array',
      admin: { condition: (_, row) => hasOptions(row?.type) },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, admin: { width: '40%' } },
            { name: 'label', type: 'text', localized: true, admin: { width: '60%' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: (_, row) => row?.type === 'file' },
      fields: [
        {
          name: 'accept',
          type: 'select',
          hasMany: true,
          options: FILE_KINDS.map((value) => ({
            label: value === 'pdf' ? 'PDF' : 'Images (JPEG, PNG, WebP, GIF)',
            value,
          })),
          admin: { width: '40%', description: 'Checked by content, not by file name. Empty: PDF.' },
        },
        {
          name: 'maxFileMb',
          type: 'number',
          min: 0.1,
          max: MAX_FILE_BYTES / 1024 / 1024,
          admin: { width: '30%', description: `MB per file, at most ${MAX_FILE_BYTES / 1024 / 1024}.` },
        },
        {
          name: 'maxFiles',
          type: 'number',
          min: 1,
          max: MAX_FILES_PER_FIELD,
          defaultValue: 1,
          admin: { width: '30%' },
        },
      ],
    },
    {
      name: 'validators',
      type: 'array',
      admin: {
        condition: (_, row) => !['subheader', 'submit', 'recaptcha'].includes(row?.type),
        description:
          'Length/MinLength/MaxLength count characters (choices, files); Range bounds numbers or dates (YYYY-MM-DD).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'type',
              type: 'select',
              required: true,
              options: VALIDATOR_TYPES.map((value) => ({ label: value, value })),
              admin: { width: '25%' },
            },
            {
              name: 'min',
              type: 'text',
              admin: {
                width: '15%',
                condition: (_, row) => ['Length', 'MinLength', 'Range'].includes(row?.type),
              },
            },
            {
              name: 'max',
              type: 'text',
              admin: {
                width: '15%',
                condition: (_, row) => ['Length', 'MaxLength', 'Range'].includes(row?.type),
              },
            },
            {
              name: 'field',
              type: 'text',
              admin: {
                width: '20%',
                description: 'Name of the field to repeat.',
                condition: (_, row) => row?.type === 'IdenticalTo',
              },
            },
            {
              name: 'pattern',
              type: 'text',
              admin: {
                width: '35%',
                description: 'JavaScript regular expression the whole value must match.',
                condition: (_, row) => row?.type === 'Regex',
              },
            },
          ],
        },
        {
          name: 'message',
          type: 'text',
          localized: true,
          admin: { description: 'Optional: replaces the standard message.' },
        },
      ],
    },
  ],
}

/**
 * Forms editors build. A `page` form is public: placed on a
 * page with the Form block, posted on its own, protected by the honeypot and
 * a captcha. A `process` form is one step of the contact process, which
 * checks those itself when the visitor sends the whole request.
 */
export const Forms: CollectionConfig = {
  slug: 'forms',
  labels: { singular: 'Form', plural: 'Forms' },
  admin: { useAsTitle: 'title', group: 'Forms', defaultColumns: ['title', 'usage', 'updatedAt'] },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.forms),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'usage',
      type: 'select',
      required: true,
      defaultValue: 'page',
      options: [
        { label: 'On a page (public, with spam protection)', value: 'page' },
        { label: 'A step of the contact process', value: 'process' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      ...formFieldRows,
      validate: (rows: unknown, { siblingData }: { siblingData?: { usage?: string } }) => {
        const usage = siblingData?.usage ?? 'page'
        const problems = definitionProblems(
          fieldsFromRows(rows as FieldRow[]),
          usage === 'process' ? { requireCaptcha: false, forbiddenTypes: ['file', 'password'] } : {},
        )
        return problems.length ? problems.join(' ') : true
      },
    } as Field,
    {
      name: 'successMessage',
      type: 'textarea',
      localized: true,
      admin: {
        description: 'Shown after sending; empty: “Vielen Dank, das Formular wurde erfolgreich abgesendet.”',
      },
    },
    {
      name: 'recipients',
      type: 'text',
      admin: {
        position: 'sidebar',
        description: 'E-mail addresses (comma separated) told about every submission.',
      },
      validate: (value: unknown) => {
        if (typeof value !== 'string' || !value.trim()) return true
        const bad = value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(part))
        return bad.length ? `Not an e-mail address: ${bad.join(', ')}` : true
      },
    },
  ],
}

/** What visitors sent with a page form. Only editors read them; nobody edits them. */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Form submission', plural: 'Form submissions' },
  admin: {
    useAsTitle: 'formTitle',
    group: 'Forms',
    defaultColumns: ['formTitle', 'summary', 'language', 'createdAt'],
  },
  access: { read: isEditor, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      index: true,
      maxDepth: 0,
      admin: { readOnly: true },
    },
    { name: 'formTitle', type: 'text', admin: { readOnly: true } },
    { name: 'language', type: 'text', admin: { readOnly: true } },
    {
      name: 'summary',
      type: 'textarea',
      admin: { readOnly: true, description: 'Label and value of every field, as sent.' },
    },
    { name: 'values', type: 'json', admin: { readOnly: true } },
    {
      name: 'files',
      type: 'relationship',
      relationTo: 'form-files',
      hasMany: true,
      maxDepth: 0,
      admin: { readOnly: true },
    },
  ],
}

/** Files sent with forms and job applications: checked by content before they are stored; editors open them in the CMS. */
export const FormFiles: CollectionConfig = {
  slug: 'form-files',
  labels: { singular: 'Submitted file', plural: 'Submitted files' },
  admin: {
    useAsTitle: 'filename',
    group: 'Forms',
    defaultColumns: ['filename', 'field', 'filesize', 'createdAt'],
  },
  access: { read: isEditor, create: () => false, update: () => false, delete: isAdmin },
  upload: {
    staticDir: FORM_FILES_DIR,
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  },
  fields: [
    {
      name: 'field',
      type: 'text',
      admin: { readOnly: true, description: 'The form field the file was sent with.' },
    },
  ],
}
