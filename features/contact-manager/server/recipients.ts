import 'server-only'

import type { ContactProcess as ContactProcessDoc } from '@/cms/payload-types'
import { systemData } from '@/lib/data/system'
import { relationId } from '@/lib/relation-ids'

/**
 * Recipients of a request: the product line's own addresses when the editors
 * routed it, else the process's. The addresses are editor-only fields (a
 * visitor's read strips them), so this one read is system work; nothing of it
 * goes back to the visitor.
 */
export async function recipientsFor(processId: number, productLine: number | null): Promise<string[]> {
  const doc = (await systemData('mail recipients of a contact process (editor-only fields)').findByID({
    collection: 'contact-processes',
    id: processId,
    depth: 0,
    select: { recipients: true, routing: true },
    disableErrors: true,
  })) as Pick<ContactProcessDoc, 'recipients' | 'routing'> | null
  const routed =
    productLine === null
      ? undefined
      : doc?.routing?.find(
          (route) => relationId(route.productLine as number | { id: number }) === productLine,
        )
  const list = (routed?.recipients ?? doc?.recipients ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return [...new Set(list)]
}
