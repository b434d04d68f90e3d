import { FLEET_IMPORT_MAX_BYTES } from '@/features/fleet/constants'
import { FLEET_IMPORT_FIELD } from '@/features/fleet/import-rows'
import { fileTooLarge, importFleetFile } from '@/features/fleet/server/import'
import { badField, fleetWriteContext } from '@/features/fleet/server/request'
import { defineRoute, readLimitedBody } from '@/lib/api/route'

/** Room for the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 16 * 1024

/**
 * POST /api/fleet/import (multipart, field `file`): vehicles from an XLSX or
 * CSV file of licence plates (see importFleetFile): 201/200 { report } with
 * the added entries and each refused row; 400 naming `file` for a file that
 * cannot be read as a whole (nothing is added); 413 past 1 MB, refused
 * while it streams; 403 for viewers.
 */
export const POST = defineRoute(
  { auth: fleetWriteContext, write: true, bodyKind: 'form' },
  async ({ ctx, request }) => {
    const body = await readLimitedBody(request, FLEET_IMPORT_MAX_BYTES + FORM_OVERHEAD_BYTES, () =>
      fileTooLarge(ctx),
    )
    let file: FormDataEntryValue | null
    try {
      file = (
        await new Request('http://form.invalid/', {
          method: 'POST',
          body: body as BodyInit,
          headers: { 'content-type': request.headers.get('content-type') ?? '' },
        }).formData()
      ).get(FLEET_IMPORT_FIELD)
    } catch {
      throw badField(ctx, FLEET_IMPORT_FIELD, ctx.t('fleet.import.missing'))
    }
    if (!file || typeof file === 'string')
      throw badField(ctx, FLEET_IMPORT_FIELD, ctx.t('fleet.import.missing'))
    if (file.size > FLEET_IMPORT_MAX_BYTES) throw fileTooLarge(ctx)
    return importFleetFile(ctx, new Uint8Array(await file.arrayBuffer()))
  },
)
