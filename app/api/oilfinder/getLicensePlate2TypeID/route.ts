import { ZLicensePlateQuery } from '@/features/oil-finder/schemas'
import { notFound, oilFinderContext } from '@/features/oil-finder/server/route'
import { findTypeByPlate } from '@/features/oil-finder/server/tenant-content'
import { defineRoute } from '@/lib/api/route'
import { languageOf } from '@/lib/i18n/locales'

/**
 * GET /api/oilfinder/getLicensePlate2TypeID?licenseplate: data.typeId and
 * data.vehicle for a Swiss plate ("ZH 123456", "zh-123 456" …). The call
 * carries no lang: names follow the caller's locale. 400 for a malformed plate,
 * 404 for a well-formed one we do not know.
 */
export const GET = defineRoute({ auth: oilFinderContext(ZLicensePlateQuery) }, async ({ ctx }) => {
  const vehicle = await findTypeByPlate(ctx.tenant.id, ctx.query.licenseplate, languageOf(ctx.routeLocale))
  if (!vehicle) throw notFound(ctx, 'plate')
  return { typeId: vehicle.type.id, vehicle }
})
