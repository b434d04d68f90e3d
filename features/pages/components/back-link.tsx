import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/icon/icon'

/** A link back to the parent page (on a sponsoring detail page). */
export async function BackLink({ href, title }: { href: string; title: string }) {
  const t = await getTranslations('blocks.page')
  return (
    <p className="back-link">
      <a href={href}>
        <Icon name="chevron-left" size={18} />
        {t('back', { title })}
      </a>
    </p>
  )
}
