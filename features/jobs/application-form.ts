import { dayjs } from '@/lib/dates'

import { MAX_FILE_BYTES, MAX_FILES_PER_FIELD, type FormDefinition, type FormField } from '../forms/types'
import { APPLICATION_FORM_ID, SALUTATIONS } from './constants'

/** Keys of `jobs.form` the definition's labels come from. */
export type ApplicationFormLabel =
  | 'personal'
  | 'salutation'
  | 'salutations.ms'
  | 'salutations.mr'
  | 'salutations.none'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'phoneHelp'
  | 'application'
  | 'earliestStart'
  | 'salaryExpectation'
  | 'salaryHelp'
  | 'message'
  | 'documents'
  | 'documentsHelp'
  | 'privacy'
  | 'submit'
  | 'success'
  | 'title'

export type ApplicationFormLabels = (
  key: ApplicationFormLabel,
  values?: Record<string, string | number>,
) => string

/** Names of the values the application handler reads. */
export const APPLICATION_FIELDS = {
  salutation: 'salutation',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  earliestStart: 'earliestStart',
  salaryExpectation: 'salaryExpectation',
  message: 'message',
  documents: 'documents',
  privacy: 'privacy',
} as const

/** A phone number as people write it: digits, spaces and + ( ) / . - (7–25 characters). */
export const PHONE_PATTERN = '^\\+?[0-9][0-9 ()/.\\-]{5,23}[0-9]$'
export const SALARY_MAX = 500_000
export const MESSAGE_MAX = 4000
export const NAME_MIN = 2
export const NAME_MAX = 80
export const START_WITHIN_YEARS = 2

/** Where the browser posts an application for this opening. */
export function applicationSubmitUrl(jobId: number | string): string {
  return `/api/jobs/${jobId}/applications`
}

/**
 * The job application form, built in code from the engine's
 * field types so the browser and the server check the same rules: documents
 * are PDFs of at most 10 MB each (checked by content), up to five; the
 * earliest start lies between `today` (a Swiss day, YYYY-MM-DD) and two years on.
 */
export function applicationForm({
  jobId,
  today,
  label,
}: {
  jobId: number | string
  today: string
  label: ApplicationFormLabels
}): FormDefinition {
  const latestStart = dayjs(today).add(START_WITHIN_YEARS, 'year').format('YYYY-MM-DD')
  const fields: FormField[] = [
    { name: 'personalHeading', type: 'subheader', label: label('personal'), required: false, validators: [] },
    {
      name: APPLICATION_FIELDS.salutation,
      type: 'radio',
      label: label('salutation'),
      required: true,
      options: SALUTATIONS.map((value) => ({ value, label: label(`salutations.${value}`) })),
      validators: [],
    },
    {
      name: APPLICATION_FIELDS.firstName,
      type: 'text',
      label: label('firstName'),
      required: true,
      width: 'half',
      validators: [{ type: 'Length', min: NAME_MIN, max: NAME_MAX }],
    },
    {
      name: APPLICATION_FIELDS.lastName,
      type: 'text',
      label: label('lastName'),
      required: true,
      width: 'half',
      validators: [{ type: 'Length', min: NAME_MIN, max: NAME_MAX }],
    },
    {
      name: APPLICATION_FIELDS.email,
      type: 'email',
      label: label('email'),
      required: true,
      width: 'half',
      validators: [{ type: 'MaxLength', max: 254 }],
    },
    {
      name: APPLICATION_FIELDS.phone,
      type: 'tel',
      label: label('phone'),
      help: label('phoneHelp'),
      required: true,
      width: 'half',
      validators: [{ type: 'Regex', pattern: PHONE_PATTERN }],
    },
    {
      name: 'applicationHeading',
      type: 'subheader',
      label: label('application'),
      required: false,
      validators: [],
    },
    {
      name: APPLICATION_FIELDS.earliestStart,
      type: 'date',
      label: label('earliestStart'),
      required: false,
      width: 'half',
      validators: [{ type: 'Range', min: today, max: latestStart }],
    },
    {
      name: APPLICATION_FIELDS.salaryExpectation,
      type: 'number',
      label: label('salaryExpectation'),
      help: label('salaryHelp'),
      required: false,
      width: 'half',
      validators: [{ type: 'Range', min: 0, max: SALARY_MAX }],
    },
    {
      name: APPLICATION_FIELDS.message,
      type: 'textarea',
      label: label('message'),
      required: false,
      validators: [{ type: 'MaxLength', max: MESSAGE_MAX }],
    },
    {
      name: APPLICATION_FIELDS.documents,
      type: 'file',
      label: label('documents'),
      help: label('documentsHelp'),
      required: true,
      accept: ['pdf'],
      maxFileBytes: MAX_FILE_BYTES,
      maxFiles: MAX_FILES_PER_FIELD,
      validators: [],
    },
    {
      name: APPLICATION_FIELDS.privacy,
      type: 'checkbox',
      label: label('privacy'),
      required: true,
      validators: [],
    },
    { name: 'captcha', type: 'recaptcha', label: '', required: false, validators: [] },
    { name: 'send', type: 'submit', label: label('submit'), required: false, validators: [] },
  ]
  return {
    id: APPLICATION_FORM_ID,
    title: label('title'),
    successMessage: label('success'),
    fields,
    submitUrl: applicationSubmitUrl(jobId),
  }
}
