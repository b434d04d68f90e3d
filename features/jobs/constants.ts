/**
 * Fixed vocabularies of job openings and applications. Values are stable
 * across languages (filters and the CMS store them); labels come from the
 * `jobs` messages.
 */

/** Departments an opening belongs to (a filter of the list). */
export const JOB_DEPARTMENTS = [
  'applicationEngineering',
  'sales',
  'logistics',
  'laboratory',
  'production',
  'marketing',
  'finance',
  'it',
] as const
export type JobDepartment = (typeof JOB_DEPARTMENTS)[number]

/** Kinds of employment (a filter of the list). */
export const EMPLOYMENT_TYPES = ['permanent', 'temporary', 'apprenticeship', 'internship'] as const
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]

/** Where an application stands; editors move it on in the CMS. */
export const APPLICATION_STATUSES = ['new', 'inReview', 'rejected', 'invited'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** Salutations of the application form. */
export const SALUTATIONS = ['ms', 'mr', 'none'] as const
export type Salutation = (typeof SALUTATIONS)[number]

/** English labels for the CMS (editors work in English there). */
export const DEPARTMENT_CMS_LABELS: Record<JobDepartment, string> = {
  applicationEngineering: 'Application engineering',
  sales: 'Sales',
  logistics: 'Logistics',
  laboratory: 'Laboratory',
  production: 'Production',
  marketing: 'Marketing',
  finance: 'Finance',
  it: 'IT',
}
export const EMPLOYMENT_TYPE_CMS_LABELS: Record<EmploymentType, string> = {
  permanent: 'Permanent',
  temporary: 'Temporary',
  apprenticeship: 'Apprenticeship',
  internship: 'Internship',
}
export const STATUS_CMS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  inReview: 'In review',
  rejected: 'Rejected',
  invited: 'Invited',
}
export const SALUTATION_CMS_LABELS: Record<Salutation, string> = { ms: 'Ms', mr: 'Mr', none: 'Not given' }

/** The application form's code name (FormDefinition.id). */
export const APPLICATION_FORM_ID = 'job-application'
/** reCAPTCHA v3 action the application's token is checked for: DynamicForm asks every token for `form_submit` (FORM_CAPTCHA_ACTION). */
export const APPLICATION_CAPTCHA_ACTION = 'form_submit'
