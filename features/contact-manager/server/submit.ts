import 'server-only'

import { MAIL_TENANT_HEADER } from '@/cms/email/outbox-adapter'
import { checkCaptcha, checkHoneypotAndRate, type GuardRefusal } from '@/features/forms/server/guards'
import { buildFormSchema, formMessages } from '@/features/forms/validation'
import type { FormField, FormValues } from '@/features/forms/types'
import type { ApiMessage } from '@/lib/api/envelope'
import { languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import { visitorData } from '@/lib/data'
import { getPayload } from '@/lib/payload/get-payload'

import { chosenProductLine, walkPath, type PathProblem } from '../navigation'
import { CONTACT_CAPTCHA_ACTION, type ContactSubmitInput } from '../schemas'
import { TOPIC_FIELD, type ContactSubmitted, type StepConfig } from '../types'
import { listProcessProductLines } from './catalog'
import { getProcessRecord, getStepConfig } from './process'
import { recipientsFor } from './recipients'
import { requestSummary, type SummaryStep } from './summary'

export type ContactSubmitOutcome =
  | { kind: 'created'; data: ContactSubmitted }
  | { kind: 'refused'; status: number; messages: ApiMessage[]; headers?: Record<string, string> }

const refused = (refusal: GuardRefusal): ContactSubmitOutcome => ({ kind: 'refused', ...refusal })
const bad = (message: string, field: string): ContactSubmitOutcome => ({
  kind: 'refused',
  status: 400,
  messages: [{ type: 'error', message, meta: { fields: [field] } }],
})

type Translator = Awaited<ReturnType<typeof getApiTranslator>>

function pathMessage(
  t: Translator,
  problem: PathProblem,
  titleOf: (stepId: string) => string,
): { message: string; field: string } {
  const step = titleOf(problem.stepId)
  switch (problem.kind) {
    case 'missing-choice':
      return {
        message: t('contactManager.api.missingChoice', { step }),
        field: `values.${problem.stepId}.${problem.field}`,
      }
    case 'unknown-option':
      return {
        message: t('contactManager.api.unknownOption', { step }),
        field: `values.${problem.stepId}.${problem.field}`,
      }
    default:
      return { message: t('contactManager.api.incompletePath'), field: 'values' }
  }
}

const personOf = (fields: readonly FormField[], values: FormValues) => {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '')
  const email = fields.find((field) => field.type === 'email' && text(field.name))
  const name = ['firstName', 'lastName'].map(text).filter(Boolean).join(' ') || text('name')
  return { email: email ? text(email.name) : '', name }
}

/**
 * POST /api/contact-manager/submit: checks the whole request before anything
 * is stored: the honeypot and the IP's rate, then the path through
 * the process (every chosen option exists, the product line is one of this
 * tenant, the path ends on the Overview step), then each form step's values
 * with the same rules the browser used, last the captcha. Then it stores a
 * contact request for editors and tells the recipients by mail.
 */
export async function submitContactRequest(
  input: ContactSubmitInput,
  ctx: { tenantId: number; locale: string; ip: string | null },
): Promise<ContactSubmitOutcome> {
  const gate = await checkHoneypotAndRate({ honeypot: input.username, ip: ctx.ip, locale: ctx.locale })
  if (gate) return refused(gate)
  const t = await getApiTranslator(ctx.locale)

  const contactProcess = await getProcessRecord(ctx.tenantId, ctx.locale)
  if (!contactProcess || contactProcess.id !== Number(input.processId))
    return {
      kind: 'refused',
      status: 404,
      messages: [
        { type: 'error', message: t('contactManager.api.unknownProcess'), meta: { fields: ['processId'] } },
      ],
    }
  const titleOf = (stepId: string) =>
    contactProcess.steps.find((step) => step.stepId === stepId)?.title ?? stepId

  const lines = await listProcessProductLines(ctx.tenantId, ctx.locale)
  const walk = walkPath(
    contactProcess.graph,
    input.values,
    lines.map((line) => line.id),
  )
  if (!walk.ok) {
    const { message, field } = pathMessage(t, walk.problem, titleOf)
    return bad(message, field)
  }
  const productLine = chosenProductLine(contactProcess.graph, input.values)

  const messages = formMessages((key, values) =>
    (t as unknown as (key: string, values?: Record<string, string | number>) => string)(
      `forms.validation.${key}`,
      values,
    ),
  )
  const problems: ApiMessage[] = []
  const summarySteps: SummaryStep[] = []
  const stored: Record<string, FormValues> = {}
  let person = { email: '', name: '' }
  for (const stepId of walk.path) {
    const lookup = await getStepConfig(ctx.tenantId, ctx.locale, {
      processId: contactProcess.id,
      stepId,
      productLine,
    })
    if (lookup.kind !== 'ok')
      return {
        kind: 'refused',
        status: 500,
        messages: [{ type: 'error', message: t('contactManager.api.incompletePath') }],
      }
    const step: StepConfig = lookup.step
    if (step.type === 'iconButton') {
      const value = String(input.values[stepId]?.[step.fieldName] ?? '').trim()
      stored[stepId] = { [step.fieldName]: value }
      summarySteps.push({
        title: step.title,
        answers: [
          { label: step.title, value: step.options.find((option) => option.id === value)?.label ?? value },
        ],
      })
    } else if (step.type === 'formConfig' || step.type === 'formSubmit') {
      const parsed = buildFormSchema(step.form.fields, messages).safeParse(input.values[stepId] ?? {})
      if (!parsed.success) {
        const seen = new Set<string>()
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0] ?? '')
          if (seen.has(name)) continue
          seen.add(name)
          const label = step.form.fields.find((field) => field.name === name)?.label || name
          problems.push({
            type: 'error',
            message: `${step.title} – ${label}: ${issue.message}`,
            meta: { fields: [`values.${stepId}.${name}`] },
          })
        }
        continue
      }
      const values = parsed.data as FormValues
      stored[stepId] = values
      summarySteps.push({ title: step.title, fields: step.form.fields, values })
      const found = personOf(step.form.fields, values)
      person = { email: person.email || found.email, name: person.name || found.name }
    }
  }
  if (problems.length) return { kind: 'refused', status: 400, messages: problems }

  const captcha = await checkCaptcha({
    token: input.captchaToken,
    ip: ctx.ip,
    locale: ctx.locale,
    action: CONTACT_CAPTCHA_ACTION,
  })
  if (captcha) return refused(captcha)

  const topicStep = contactProcess.graph.steps.find(
    (step) => step.type === 'iconButton' && step.fieldName === TOPIC_FIELD && walk.path.includes(step.stepId),
  )
  const topic = topicStep ? String(stored[topicStep.stepId]?.[TOPIC_FIELD] ?? '') : ''
  const lineTitle = productLine === null ? '' : (lines.find((line) => line.id === productLine)?.title ?? '')
  const summary = requestSummary(summarySteps, (value) =>
    value === true ? t('contactManager.yes') : value === false ? t('contactManager.no') : String(value),
  )
  const summaryTitle = [contactProcess.title, lineTitle, person.name].filter(Boolean).join(' · ')

  // A visitor's request: the door stamps the tenant.
  const doc = await visitorData(ctx.tenantId).create({
    collection: 'contact-requests',
    data: {
      status: 'new',
      summaryTitle,
      process: contactProcess.id,
      topic: topic || null,
      productLine: productLine === null ? null : Number(productLine),
      name: person.name || null,
      email: person.email || null,
      language: languageOf(ctx.locale),
      summary,
      values: stored,
    },
    depth: 0,
  })

  const to = await recipientsFor(contactProcess.id, productLine === null ? null : Number(productLine))
  if (to.length) {
    const payload = await getPayload()
    const subject = t('contactManager.mail.subject', { title: summaryTitle })
    const escape = (value: string) =>
      value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
    const text = [t('contactManager.mail.intro'), '', summary].join('\n')
    const html = `<p>${escape(t('contactManager.mail.intro'))}</p><pre style="font-family:inherit;white-space:pre-wrap">${escape(summary)}</pre>`
    try {
      await payload.sendEmail({
        to,
        subject,
        text,
        html,
        ...(person.email ? { replyTo: person.email } : {}),
        headers: { [MAIL_TENANT_HEADER]: String(ctx.tenantId) },
      })
    } catch (error) {
      // The request is stored and editors see it in the CMS; a mail server hiccup must not make the visitor send it twice.
      payload.logger.error({ err: error, requestId: doc.id }, 'contact request: notification mail failed')
    }
  }
  return {
    kind: 'created',
    data: { id: doc.id, message: contactProcess.confirmation || t('contactManager.confirmation.text') },
  }
}
