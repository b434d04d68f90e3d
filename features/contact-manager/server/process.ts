import 'server-only'

import type { ContactProcess as ContactProcessDoc, Form as FormDoc } from '@/cms/payload-types'
import { formDefinitionFromDoc } from '@/features/forms/server/definitions'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { languageOf } from '@/lib/i18n/locales'
import { relationId } from '@/lib/relation-ids'

import type { ProcessGraph } from '../navigation'
import { graphFromRows, type StepRow } from '../rows'
import { PRODUCT_FIELD, type ContactProcess, type StepConfig } from '../types'
import { listProcessProductLines, productOptions } from './catalog'

/** Where process forms post: the whole request is sent once, from the Overview step. */
export const CONTACT_SUBMIT_URL = '/api/contact-manager/submit'

type StepDoc = NonNullable<ContactProcessDoc['steps']>[number]

/** The published process of a tenant in one language, as the server works with it (no recipients: those stay with editors). */
export type ProcessRecord = {
  id: number
  title: string
  intro: string | null
  confirmation: string | null
  firstStepId: string
  steps: StepDoc[]
  graph: ProcessGraph
}

async function readProcess(tenantId: number, locale: string): Promise<ProcessRecord | null> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'contact-processes',
    // Published ones only: the data scope's rule lets shop code read every process of the tenant, the `published` flag is kept here.
    where: { published: { equals: true } },
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 0,
    limit: 1,
    sort: 'id',
    select: { title: true, intro: true, confirmation: true, firstStep: true, steps: true },
  })
  const doc = docs[0] as
    Pick<ContactProcessDoc, 'id' | 'title' | 'intro' | 'confirmation' | 'firstStep' | 'steps'> | undefined
  if (!doc) return null
  const steps = doc.steps ?? []
  return {
    id: doc.id,
    title: doc.title,
    intro: doc.intro || null,
    confirmation: doc.confirmation || null,
    firstStepId: doc.firstStep,
    steps,
    graph: graphFromRows(doc.firstStep, steps as StepRow[]),
  }
}

/** The tenant's contact process (the first published one), cached until an editor changes it. */
export function getProcessRecord(tenantId: number, locale: string): Promise<ProcessRecord | null> {
  return cached(
    () => readProcess(tenantId, locale),
    ['contact-manager:process', String(tenantId), locale],
    [cacheTags.contactManager(tenantId)],
  )()
}

/** GET /api/contact-manager: the process with its step list (for the progress and the navigation). */
export async function getContactProcess(tenantId: number, locale: string): Promise<ContactProcess | null> {
  const record = await getProcessRecord(tenantId, locale)
  if (!record) return null
  return {
    id: record.id,
    title: record.title,
    intro: record.intro,
    firstStepId: record.firstStepId,
    steps: record.graph.steps.map((step, index) => ({
      stepId: step.stepId,
      type: step.type,
      title: record.steps[index]?.title ?? '',
      nextStepId: step.nextStepId ?? step.options?.find((option) => option.nextStepId)?.nextStepId ?? null,
    })),
  }
}

async function readProcessForm(tenantId: number, formId: number, locale: string): Promise<FormDoc | null> {
  // Forms are editor-only in the CMS; the server hands out only the definition of a process form of this tenant.
  const { docs } = await visitorData(tenantId).find({
    collection: 'forms',
    where: { and: [{ id: { equals: formId } }, { usage: { equals: 'process' } }] },
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 0,
    limit: 1,
  })
  return (docs[0] as FormDoc | undefined) ?? null
}

const processForm = (tenantId: number, formId: number, locale: string) =>
  cached(
    () => readProcessForm(tenantId, formId, locale),
    ['contact-manager:form', String(tenantId), String(formId), locale],
    [cacheTags.forms(tenantId)],
  )()

/** A site path gets the locale in front (the CMS stores paths without it); addresses stay as they are. */
export const localizedHref = (link: string, locale: string) =>
  link.startsWith('/') && !link.startsWith('//') ? `/${locale}${link === '/' ? '' : link}` : link

export type StepLookup =
  | { kind: 'ok'; step: StepConfig }
  | { kind: 'unknown-process' }
  | { kind: 'unknown-step' }
  | { kind: 'unknown-product-line' }
  | { kind: 'missing-form' }

/**
 * One step, resolved for the chosen product line (GET /api/contact-manager/process-step):
 * an iconButton over product lines offers the tenant's lines; a form step's
 * select named like `productField` (default `product`) lists the products of
 * the chosen line (all products before a line is chosen).
 */
export async function getStepConfig(
  tenantId: number,
  locale: string,
  query: { processId: number; stepId: string; productLine: string | null },
): Promise<StepLookup> {
  const record = await getProcessRecord(tenantId, locale)
  if (!record || record.id !== query.processId) return { kind: 'unknown-process' }
  const index = record.graph.steps.findIndex((step) => step.stepId === query.stepId)
  if (index < 0) return { kind: 'unknown-step' }
  const lines = await listProcessProductLines(tenantId, locale)
  if (query.productLine !== null && !lines.some((line) => line.id === query.productLine))
    return { kind: 'unknown-product-line' }
  const doc = record.steps[index]!
  const graphStep = record.graph.steps[index]!
  const base = {
    stepId: graphStep.stepId,
    title: doc.title,
    text: doc.text || null,
    nextStepId: graphStep.nextStepId,
  }
  switch (graphStep.type) {
    case 'iconButton':
      return {
        kind: 'ok',
        step: {
          ...base,
          type: 'iconButton',
          fieldName: graphStep.fieldName ?? graphStep.stepId,
          options:
            graphStep.optionSource === 'productLines'
              ? lines.map((line) => ({
                  id: line.id,
                  label: line.title,
                  icon: 'oil',
                  nextStepId: graphStep.nextStepId,
                }))
              : (doc.options ?? []).map((option) => ({
                  id: option.optionId.trim(),
                  label: option.label,
                  icon: option.icon || null,
                  nextStepId: option.nextStep?.trim() || null,
                })),
        },
      }
    case 'formConfig':
    case 'formSubmit': {
      const formId = relationId(doc.form as number | { id: number } | null | undefined)
      const form = formId == null ? null : await processForm(tenantId, formId, locale)
      if (!form) return { kind: 'missing-form' }
      const productField = doc.productField?.trim() || PRODUCT_FIELD
      const definition = formDefinitionFromDoc(form, CONTACT_SUBMIT_URL)
      const withProducts = await Promise.all(
        definition.fields.map(async (field) =>
          field.type === 'select.single' && field.name === productField
            ? // The editor's own options (e.g. "another product / not sure") stay after the line's products.
              {
                ...field,
                options: [
                  ...(await productOptions(
                    tenantId,
                    locale,
                    query.productLine === null ? null : Number(query.productLine),
                  )),
                  ...(field.options ?? []),
                ],
              }
            : field,
        ),
      )
      return {
        kind: 'ok',
        step: { ...base, type: graphStep.type, form: { ...definition, fields: withProducts } },
      }
    }
    case 'button':
      return {
        kind: 'ok',
        step: {
          ...base,
          type: 'button',
          button: {
            label: doc.buttonLabel || doc.title,
            href: localizedHref(doc.link?.trim() || '/', locale),
          },
        },
      }
    default:
      return { kind: 'ok', step: { ...base, type: 'Overview', sendLabel: doc.sendLabel || '' } }
  }
}
