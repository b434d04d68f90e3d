import 'server-only'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type PayloadRequest,
} from 'payload'

import type { FormFile } from '@/cms/payload-types'
import { visitorData } from '@/lib/data'
import { getPayload } from '@/lib/payload/get-payload'
import { deleteStoredFile } from '@/lib/storage/files'

import type { SubmittedFile } from './read-submission'

/**
 * Stores a submission's files in `form-files` and then whatever `write`
 * stores, in one transaction: when anything fails, the rows are rolled back
 * and the files already written (to FORM_FILES_DIR, or to the S3 bucket) are
 * deleted again, so a refused or broken submission leaves nothing behind.
 */
export async function storeWithFiles<T>(
  { tenantId, files }: { tenantId: number | string; files: readonly SubmittedFile[] },
  write: (ctx: { req: PayloadRequest; fileIds: number[] }) => Promise<T>,
): Promise<T> {
  const payload = await getPayload()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const written: Pick<FormFile, 'filename' | 'prefix' | '_objectKey'>[] = []
  try {
    const fileIds: number[] = []
    for (const file of files) {
      // A visitor's file: the door stamps the tenant.
      const doc = await visitorData(tenantId).create({
        collection: 'form-files',
        data: { field: file.field },
        file: { data: file.data, mimetype: file.mimeType, name: file.name, size: file.size },
        depth: 0,
        req,
      })
      if (doc.filename) written.push(doc)
      fileIds.push(doc.id)
    }
    const result = await write({ req, fileIds })
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    // A file that cannot be removed is logged; the caller still gets the error that stopped the submission.
    const removed = await Promise.allSettled(written.map((file) => deleteStoredFile('form-files', file)))
    for (const result of removed)
      if (result.status === 'rejected')
        payload.logger.error({ err: result.reason, msg: 'A refused submission left a stored file behind' })
    throw error
  }
}
