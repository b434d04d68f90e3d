import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { FORM_FILES_DIR } from '@/cms/collections/forms'
import { visitorData } from '@/lib/data'
import { getPayload } from '@/lib/payload/get-payload'

import type { SubmittedFile } from './read-submission'

/**
 * Stores a submission's files in `form-files` and then whatever `write`
 * stores, in one transaction: when anything fails, the rows are rolled back
 * and the files already written to FORM_FILES_DIR are deleted again, so a
 * refused or broken submission leaves nothing behind.
 */
export async function storeWithFiles<T>({ tenantId, files }: { tenantId: number | string; files: readonly SubmittedFile[] }, write: (ctx: { req: PayloadRequest; fileIds: number[] }) => Promise<T>): Promise<T> {
  const payload = await getPayload()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const written: string[] = []
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
      if (doc.filename) written.push(doc.filename)
      fileIds.push(doc.id)
    }
    const result = await write({ req, fileIds })
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    await Promise.all(written.map((name) => fs.rm(path.join(FORM_FILES_DIR, path.basename(name)), { force: true })))
    throw error
  }
}
