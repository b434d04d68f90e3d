import { getLocale } from 'next-intl/server'

import type { OilFinderTileBlock as Data } from '@/cms/payload-types'
import { getRequestTenant, getTenantSite } from '@/features/tenancy/server/tenants'
import { languageOf } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'

import { BlockSection } from '../section'
import { OilFinderTile } from './oil-finder-tile'

/** The oil finder tile; shown only when the tenant has an oil finder address. */
export async function OilFinderTileBlock({ block }: { block: Data }) {
  const url = await tenantOilFinderUrl()
  if (!url) return null
  return (
    <BlockSection type="oilFinderTile" background={block.background} id={block.id}>
      <OilFinderTile
        url={url}
        title={block.title}
        text={block.text}
        buttonText={block.buttonText}
        image={toImageData(block.image)}
      />
    </BlockSection>
  )
}

/** The oil finder address of the request's tenant, or null when none is configured. */
export async function tenantOilFinderUrl(): Promise<string | null> {
  const tenant = await getRequestTenant()
  if (!tenant) return null
  const site = await getTenantSite(tenant.id, languageOf(await getLocale()))
  return site?.urls?.oilFinderUrl || null
}
