/**
 * The shape of a form as the browser receives it: editors
 * build it in the CMS (`forms` collection), code builds fixed ones (the job
 * application). Client and server derive the same zod schema from it
 * (`validation.ts`), so a rule is written once.
 */

/** The form field types (`submit` is the submit button, `recaptcha` the captcha). */
export const FIELD_TYPES = [
  'hidden',
  'text',
  'password',
  'subheader',
  'email',
  'number',
  'tel',
  'textarea',
  'checkbox',
  'checkboxes',
  'radio',
  'select.single',
  'file',
  'date',
  'submit',
  'recaptcha',
] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** Field types that carry no value: they shape the form only. */
export const LAYOUT_FIELD_TYPES = ['subheader', 'submit', 'recaptcha'] as const satisfies readonly FieldType[]
/** Field types that choose from `options`. */
export const OPTION_FIELD_TYPES = [
  'checkboxes',
  'radio',
  'select.single',
] as const satisfies readonly FieldType[]
/** Field types whose value is one text (validators Length, MinLength, MaxLength, Regex, IdenticalTo apply). */
export const TEXT_FIELD_TYPES = [
  'hidden',
  'text',
  'password',
  'email',
  'tel',
  'textarea',
] as const satisfies readonly FieldType[]

/** The validators an editor can put on a field. */
export const VALIDATOR_TYPES = ['Length', 'MinLength', 'MaxLength', 'Range', 'IdenticalTo', 'Regex'] as const
export type ValidatorType = (typeof VALIDATOR_TYPES)[number]

/**
 * One rule on a field. Length rules count characters of a text (for
 * checkboxes: chosen options; for files: files); Range bounds a number (or a
 * date, as YYYY-MM-DD); IdenticalTo names another field; Regex is a
 * JavaScript pattern the whole value must match. `message` replaces the
 * standard text (too long, too short, must lie between min and max) when
 * the editor gave one.
 */
export type FormValidator =
  | { type: 'Length'; min: number; max: number; message?: string }
  | { type: 'MinLength'; min: number; message?: string }
  | { type: 'MaxLength'; max: number; message?: string }
  | { type: 'Range'; min: number | string; max: number | string; message?: string }
  | { type: 'IdenticalTo'; field: string; message?: string }
  | { type: 'Regex'; pattern: string; message?: string }

export type FormOption = { value: string; label: string }

/** What an upload field accepts, decided by the file's content, never its name. */
export const FILE_KINDS = ['pdf', 'image'] as const
export type FileKind = (typeof FILE_KINDS)[number]

/** At most 10 MB per file: job application documents, and the ceiling for any upload field. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024
export const MAX_FILES_PER_FIELD = 5

export type FormField = {
  /** The key in the submitted values; letters, digits and `_`, starting with a letter. */
  name: string
  type: FieldType
  /** Visible label (subheader: the heading text; submit: the button text). */
  label: string
  placeholder?: string
  /** A hint under the field. */
  help?: string
  required: boolean
  /** Preset value: text for text-like fields, an option value, 'true' for a checkbox. */
  defaultValue?: string
  /** checkboxes, radio, select.single. */
  options?: FormOption[]
  validators: FormValidator[]
  /** file: accepted kinds (default pdf), size per file (≤ MAX_FILE_BYTES), how many files. */
  accept?: FileKind[]
  maxFileBytes?: number
  maxFiles?: number
  /** Half-width fields sit side by side from md up. */
  width?: 'full' | 'half'
}

export type FormDefinition = {
  /** Stable id: the CMS form's id, or a code name (`job-application`). */
  id: string
  title?: string
  /** Shown after a successful submit instead of the standard success text. */
  successMessage?: string
  fields: FormField[]
  /** Where the browser posts the form (multipart), supplied by the page. */
  submitUrl: string
}

/** The hidden field no person fills (as on the comment form); a filled one refuses the submit. */
export const HONEYPOT_FIELD = 'username'
/** The captcha token's key in the submitted form body. */
export const CAPTCHA_FIELD = 'captchaToken'
/** Names a form field may not take: they are the form's own machinery. */
export const RESERVED_FIELD_NAMES = [HONEYPOT_FIELD, CAPTCHA_FIELD] as const

export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/

/** A file as the browser holds it (File) or the server read it: what the shared rules can see. */
export type FileLike = { name: string; size: number; type: string }

/** Submitted values: text for most fields, booleans for a checkbox, lists for checkboxes and files. */
export type FormValues = Record<string, string | boolean | string[] | FileLike[] | undefined>

/** What POST {submitUrl} answers in `data` on success (without `data` the submit counts as failed). */
export type FormSubmitted = { id: number | string; message: string }
