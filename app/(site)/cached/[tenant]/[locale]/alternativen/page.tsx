import Page, { generateMetadata as pageMetadata } from '@/app/(site)/[locale]/alternativen/page'
import { cachedMetadata, cachedPage } from '@/features/tenancy/server/cached-page'

/** The cached copy of app/(site)/[locale]/alternativen, without a query (see the layout of app/(site)/cached). */
export const dynamic = 'error'
export const revalidate = 300

export async function generateStaticParams() {
  return []
}

export const generateMetadata = cachedMetadata(pageMetadata)
export default cachedPage(Page)
