import 'server-only'

import type { NextRequest } from 'next/server'
import sharp from 'sharp'

import type { ApiMessage } from '@/lib/api/envelope'
import { PayloadTooLargeError } from '@/lib/api/errors'
import { readLimitedBody } from '@/lib/api/route'
import { formatBytes } from '@/lib/bytes'
import { getApiTranslator } from '@/lib/i18n/translator'

import { detectFileKind, storedFileName } from '../file-kind'
import { valuesFromFormData } from '../form-data'
import {
  CAPTCHA_FIELD,
  HONEYPOT_FIELD,
  MAX_FILE_BYTES,
  type FileKind,
  type FileLike,
  type FormField,
  type FormValues,
} from '../types'
import { buildFormSchema, formMessages } from '../validation'
import { checkCaptcha, checkHoneypotAndRate, type GuardRefusal } from './guards'

/** A file that passed every check, ready to store. */
export type SubmittedFile = {
  field: string
  originalName: string
  name: string
  mimeType: string
  size: number
  data: Buffer
}

/** Stored values: texts, booleans and lists of texts; files are listed by name (their content goes to form-files). */
export type StoredValues = Record<string, string | boolean | string[]>

export type SubmissionResult =
  { ok: true; values: StoredValues; files: SubmittedFile[] } | ({ ok: false } & GuardRefusal)

/** Room for the text fields around the files of a form body. */
const BODY_OVERHEAD_BYTES = 1024 * 1024

/** The largest body a form may send: its file fields at their limits plus the texts. */
export function maxBodyBytes(fields: readonly FormField[]): number {
  return fields
    .filter((field) => field.type === 'file')
    .reduce(
      (sum, field) =>
        sum + Math.min(field.maxFileBytes ?? MAX_FILE_BYTES, MAX_FILE_BYTES) * (field.maxFiles ?? 1),
      BODY_OVERHEAD_BYTES,
    )
}

/**
 * Reads a form's multipart body within what the form can need: a declared
 * length above it is refused (413) before reading, and a body without one is
 * read as it streams and refused as soon as it passes the limit; a body that
 * is not a form is a 400.
 */
export async function readFormBody(
  request: NextRequest,
  fields: readonly FormField[],
  locale: string,
): Promise<
  | { ok: true; formData: FormData }
  | ({ ok: false } & GuardRefusal)
  | { ok: false; status: 413; messages: ApiMessage[] }
> {
  const t = await getApiTranslator(locale)
  const limit = maxBodyBytes(fields)
  let bytes: Uint8Array
  try {
    bytes = await readLimitedBody(
      request,
      limit,
      () => new PayloadTooLargeError(t('forms.api.tooLarge', { max: formatBytes(limit, 0) })),
    )
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return { ok: false, status: 413, messages: error.messages }
    throw error
  }
  try {
    const contentType = request.headers.get('content-type') ?? ''
    return {
      ok: true,
      formData: await new Request('http://form.invalid/', {
        method: 'POST',
        body: bytes as BodyInit,
        headers: { 'content-type': contentType },
      }).formData(),
    }
  } catch {
    return { ok: false, status: 400, messages: [{ type: 'error', message: t('forms.api.badBody') }] }
  }
}

/** A picture whose signature is right but which cannot be decoded (cut short, forged header) is damaged; the upload would fail on it. */
async function isReadableImage(data: Buffer): Promise<boolean> {
  try {
    const { width, height } = await sharp(data).metadata()
    return Boolean(width && height)
  } catch {
    return false
  }
}

const fieldMessage = (message: string, field: string): ApiMessage => ({
  type: 'error',
  message,
  meta: { fields: [field] },
})

/**
 * Everything a public form asks before anything is stored: the
 * honeypot, the IP's rate, the form's rules (the same zod schema the
 * browser used), every file's real kind read from its content (a renamed
 * PNG is no PDF) and its size, and last the captcha when the form has one.
 * Answers the values and files to store, or the refusal with one message
 * per bad field (meta.fields names it). Stores nothing itself.
 */
export async function readFormSubmission(
  formData: FormData,
  fields: readonly FormField[],
  ctx: { locale: string; ip: string | null; captchaAction: string },
): Promise<SubmissionResult> {
  const refused = await checkHoneypotAndRate({
    honeypot: formData.get(HONEYPOT_FIELD),
    ip: ctx.ip,
    locale: ctx.locale,
  })
  if (refused) return { ok: false, ...refused }

  const t = await getApiTranslator(ctx.locale)
  const messages = formMessages((key, values) =>
    (t as unknown as (key: string, values?: Record<string, string | number>) => string)(
      `forms.validation.${key}`,
      values,
    ),
  )
  const parsed = buildFormSchema(fields, messages).safeParse(valuesFromFormData(fields, formData))
  if (!parsed.success) {
    const seen = new Set<string>()
    const problems: ApiMessage[] = []
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '')
      if (seen.has(field)) continue
      seen.add(field)
      problems.push(fieldMessage(issue.message, field))
    }
    return { ok: false, status: 400, messages: problems }
  }

  const values: StoredValues = {}
  const files: SubmittedFile[] = []
  for (const field of fields) {
    if (!(field.name in parsed.data)) continue
    const value = parsed.data[field.name] as FormValues[string]
    if (field.type !== 'file') {
      values[field.name] = value as string | boolean | string[]
      continue
    }
    const accept: readonly FileKind[] = field.accept?.length ? field.accept : ['pdf']
    const names: string[] = []
    for (const file of (value ?? []) as (FileLike & Blob)[]) {
      const data = Buffer.from(await file.arrayBuffer())
      const detected = detectFileKind(data)
      if (!detected || !accept.includes(detected.kind))
        return {
          ok: false,
          status: 400,
          messages: [fieldMessage(messages.fileType(file.name, accept), field.name)],
        }
      if (!detected.complete || (detected.kind === 'image' && !(await isReadableImage(data))))
        return {
          ok: false,
          status: 400,
          messages: [fieldMessage(messages.fileDamaged(file.name), field.name)],
        }
      const maxBytes = Math.min(field.maxFileBytes ?? MAX_FILE_BYTES, MAX_FILE_BYTES)
      if (data.length > maxBytes)
        return {
          ok: false,
          status: 400,
          messages: [fieldMessage(messages.fileSize(file.name, data.length, maxBytes), field.name)],
        }
      const name = storedFileName(file.name, detected)
      files.push({
        field: field.name,
        originalName: file.name,
        name,
        mimeType: detected.mimeType,
        size: data.length,
        data,
      })
      names.push(name)
    }
    values[field.name] = names
  }

  if (fields.some((field) => field.type === 'recaptcha')) {
    const captcha = await checkCaptcha({
      token: formData.get(CAPTCHA_FIELD),
      ip: ctx.ip,
      locale: ctx.locale,
      action: ctx.captchaAction,
    })
    if (captcha) return { ok: false, ...captcha }
  }
  return { ok: true, values, files }
}
