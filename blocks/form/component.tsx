import { getLocale } from 'next-intl/server'

import type { FormBlock as Data } from '@/cms/payload-types'
import { PageMessages } from '@/components/intl/page-messages'
import { LazyDynamicForm } from '@/features/forms/components/dynamic-form.lazy.client'
import { getFormDefinition } from '@/features/forms/server/definitions'
import { getRequestTenant } from '@/features/tenancy/server/tenants'
import { relationId } from '@/lib/relation-ids'

import { BlockSection } from '../section'

/** A public form of this tenant in the page's language; nothing when the form is gone or belongs to the contact process. */
export async function FormBlock({ block }: { block: Data }) {
  const tenant = await getRequestTenant()
  if (!tenant) return null
  const formId = relationId(block.form)
  if (formId === null) return null
  const definition = await getFormDefinition({
    tenantId: tenant.id,
    formId,
    locale: await getLocale(),
    usage: 'page',
  })
  if (!definition) return null
  return (
    <BlockSection type="form" width={block.width} title={block.title || definition.title} id={block.id}>
      {block.intro ? <p>{block.intro}</p> : null}
      {/* The form's texts travel with the form: pages without one do not send them. */}
      <PageMessages namespaces={['forms']}>
        <LazyDynamicForm definition={definition} />
      </PageMessages>
    </BlockSection>
  )
}
