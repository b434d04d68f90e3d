import type { CollectionConfig } from 'payload'

import {
  APPLICATION_STATUSES,
  DEPARTMENT_CMS_LABELS,
  EMPLOYMENT_TYPE_CMS_LABELS,
  EMPLOYMENT_TYPES,
  JOB_DEPARTMENTS,
  SALUTATION_CMS_LABELS,
  SALUTATIONS,
  STATUS_CMS_LABELS,
} from '../../features/jobs/model'
import { cacheTags } from '../../lib/cache-tags'
import { isAdmin } from '../access/is-admin'
import { isEditor } from '../access/is-editor'
import { publishedOrEditor } from '../access/published-or-editor'
import { slugField } from '../fields/slug'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

const day = { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } as const
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Job openings (the job list, each opening's page and application form). The site
 * shows published openings between `publishedFrom` and `publishedUntil`;
 * drafts and expired openings stay in the CMS only.
 */
export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: 'Job opening', plural: 'Job openings' },
  admin: {
    useAsTitle: 'title',
    group: 'Jobs',
    defaultColumns: ['title', 'department', 'location', 'employmentType', 'publishedUntil', '_status'],
  },
  defaultSort: '-publishedFrom',
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 25 },
  access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.jobs),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    {
      type: 'row',
      fields: [
        {
          name: 'department',
          type: 'select',
          required: true,
          index: true,
          options: JOB_DEPARTMENTS.map((value) => ({ value, label: DEPARTMENT_CMS_LABELS[value] })),
          admin: { width: '34%' },
        },
        {
          name: 'location',
          type: 'text',
          required: true,
          index: true,
          admin: { width: '33%', description: 'Town, e.g. Winterthur.' },
        },
        {
          name: 'employmentType',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'permanent',
          options: EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_CMS_LABELS[value] })),
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'workloadMin',
          type: 'number',
          required: true,
          min: 10,
          max: 100,
          defaultValue: 100,
          admin: { width: '25%', description: 'Workload from (%).' },
        },
        {
          name: 'workloadMax',
          type: 'number',
          required: true,
          min: 10,
          max: 100,
          defaultValue: 100,
          admin: { width: '25%', description: 'Workload up to (%).' },
          validate: (value: unknown, { siblingData }: { siblingData?: { workloadMin?: number | null } }) =>
            typeof value === 'number' &&
            typeof siblingData?.workloadMin === 'number' &&
            value < siblingData.workloadMin
              ? 'The upper workload must not be below the lower one.'
              : true,
        },
        {
          name: 'start',
          type: 'select',
          required: true,
          defaultValue: 'byAgreement',
          options: [
            { label: 'By agreement (nach Vereinbarung)', value: 'byAgreement' },
            { label: 'On a date', value: 'date' },
          ],
          admin: { width: '25%' },
        },
        {
          name: 'startDate',
          type: 'date',
          admin: { width: '25%', date: day, condition: (_, sibling) => sibling?.start === 'date' },
          validate: (value: unknown, { siblingData }: { siblingData?: { start?: string } }) =>
            siblingData?.start === 'date' && !value ? 'Choose the start date.' : true,
        },
      ],
    },
    {
      name: 'intro',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: 'A few sentences shown in the list and above the details.' },
    },
    {
      name: 'tasks',
      type: 'richText',
      localized: true,
      admin: { description: 'Your tasks (a list works best).' },
    },
    { name: 'profile', type: 'richText', localized: true, admin: { description: 'Your profile.' } },
    { name: 'offer', type: 'richText', localized: true, admin: { description: 'What we offer.' } },
    {
      name: 'contact',
      type: 'group',
      admin: {
        description: 'The contact person shown on the opening; new applications are mailed to this address.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
            { name: 'function', type: 'text', localized: true, admin: { width: '50%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text', admin: { width: '50%' } },
            {
              name: 'email',
              type: 'email',
              admin: { width: '50%' },
              validate: (value: unknown) =>
                value == null || value === '' || (typeof value === 'string' && EMAIL.test(value))
                  ? true
                  : 'Not an e-mail address.',
            },
          ],
        },
      ],
    },
    {
      name: 'publishedFrom',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: day },
    },
    {
      name: 'publishedUntil',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: day,
        description: 'Last day the opening is shown (empty: until unpublished).',
      },
      validate: (value: unknown, { siblingData }: { siblingData?: { publishedFrom?: string | null } }) =>
        typeof value === 'string' && siblingData?.publishedFrom && value < siblingData.publishedFrom
          ? 'The end must not lie before the start.'
          : true,
    },
  ],
}

/**
 * Applications visitors sent for an opening. Written by the site only (with
 * server rights, in one transaction with their documents); editors read them
 * and move the status on, nobody else can read them.
 */
export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  labels: { singular: 'Job application', plural: 'Job applications' },
  admin: {
    useAsTitle: 'lastName',
    group: 'Jobs',
    defaultColumns: ['lastName', 'firstName', 'jobTitle', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: isEditor, create: () => false, update: isEditor, delete: isAdmin },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: APPLICATION_STATUSES.map((value) => ({ value, label: STATUS_CMS_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'job',
      type: 'relationship',
      relationTo: 'jobs',
      index: true,
      maxDepth: 0,
      admin: { readOnly: true },
    },
    {
      name: 'jobTitle',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'The opening’s title when the application arrived.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'salutation',
          type: 'select',
          options: SALUTATIONS.map((value) => ({ value, label: SALUTATION_CMS_LABELS[value] })),
          admin: { readOnly: true, width: '20%' },
        },
        { name: 'firstName', type: 'text', required: true, admin: { readOnly: true, width: '40%' } },
        { name: 'lastName', type: 'text', required: true, admin: { readOnly: true, width: '40%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'text', required: true, admin: { readOnly: true, width: '50%' } },
        { name: 'phone', type: 'text', admin: { readOnly: true, width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'earliestStart',
          type: 'text',
          admin: { readOnly: true, width: '50%', description: 'YYYY-MM-DD' },
        },
        {
          name: 'salaryExpectation',
          type: 'number',
          admin: { readOnly: true, width: '50%', description: 'Yearly gross salary the applicant expects.' },
        },
      ],
    },
    { name: 'message', type: 'textarea', admin: { readOnly: true } },
    {
      name: 'documents',
      type: 'relationship',
      relationTo: 'form-files',
      hasMany: true,
      maxDepth: 0,
      admin: { readOnly: true },
    },
    { name: 'language', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
  ],
}
