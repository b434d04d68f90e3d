import type { SiteEnvironment } from '@/lib/tenancy/site-environments'

/** The widget gallery is for builders and editors: every site environment but production, or a signed-in editor. */
export function canSeeWidgetGallery(siteEnvironment: SiteEnvironment, isEditor: boolean): boolean {
  return siteEnvironment !== 'production' || isEditor
}
