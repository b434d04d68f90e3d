import { getTranslations } from 'next-intl/server'

import { HeaderBar } from './header-bar.client'
import type { Session } from '@/features/session/types'

/** The site header of every page; its parts and rules live in the navigation feature. */
export async function SiteHeader({ session }: { session: Session }) {
  const t = await getTranslations('header')
  return <HeaderBar logoLabel={t('homeLink', { name: session.tenantName })} />
}
