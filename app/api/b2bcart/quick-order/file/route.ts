import { QUICK_ORDER_FILE_FIELD, QUICK_ORDER_FILE_MAX_BYTES } from '@/features/carts/quick-order-file'
import { quickOrderFromFile } from '@/features/carts/server/quick-order-file'
import { b2bCartContext, badParameter } from '@/features/carts/server/request'
import { PayloadTooLargeError } from '@/lib/api/errors'
import { defineRoute, readLimitedBody } from '@/lib/api/route'
import { formatBytes } from '@/lib/bytes'

/** Room for the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 16 * 1024

/**
 * POST /api/b2bcart/quick-order/file (multipart, field `file`): an XLSX or
 * CSV order list into the cart (see quickOrderFromFile). A body past 1 MB is
 * refused (413) while it streams, before anything is read into a sheet.
 */
export const POST = defineRoute(
  { auth: b2bCartContext, write: true, bodyKind: 'form' },
  async ({ ctx, request }) => {
    const tooLarge = () =>
      new PayloadTooLargeError([
        {
          type: 'error',
          message: ctx.t('carts.quickOrder.file.tooLarge', {
            max: formatBytes(QUICK_ORDER_FILE_MAX_BYTES, 0),
          }),
          meta: { fields: [QUICK_ORDER_FILE_FIELD] },
        },
      ])
    const body = await readLimitedBody(request, QUICK_ORDER_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES, tooLarge)
    let file: FormDataEntryValue | null
    try {
      file = (
        await new Request('http://form.invalid/', {
          method: 'POST',
          body: body as BodyInit,
          headers: { 'content-type': request.headers.get('content-type') ?? '' },
        }).formData()
      ).get(QUICK_ORDER_FILE_FIELD)
    } catch {
      throw badParameter(ctx, QUICK_ORDER_FILE_FIELD, ctx.t('carts.quickOrder.file.missing'))
    }
    if (!file || typeof file === 'string')
      throw badParameter(ctx, QUICK_ORDER_FILE_FIELD, ctx.t('carts.quickOrder.file.missing'))
    if (file.size > QUICK_ORDER_FILE_MAX_BYTES) throw tooLarge()
    return quickOrderFromFile(ctx, new Uint8Array(await file.arrayBuffer()))
  },
)
