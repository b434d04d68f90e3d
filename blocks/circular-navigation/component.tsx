import { getTranslations } from 'next-intl/server'

import type { CircularNavigationBlock as Data } from '@/cms/payload-types'
import { toImageData } from '@/lib/media'

import { hasHref } from '../cms-link'
import { BlockSection } from '../section'
import { CircularNavigation, type CircularItem } from './circular-navigation.client'

/** The circular navigation block: entries with a link, an icon and a title. */
export async function CircularNavigationBlock({ block }: { block: Data }) {
  const items: CircularItem[] = (block.items ?? [])
    .filter((item) => hasHref(item.link))
    .map((item, index) => ({
      id: item.id ?? String(index),
      title: item.title,
      icon: item.icon ?? null,
      href: item.link!.href!,
      newTab: !!item.link?.newTab,
    }))
  if (!items.length) return null
  const t = await getTranslations('blocks.circular')
  return (
    <BlockSection type="circularNavigation" title={block.title} id={block.id}>
      <CircularNavigation
        label={block.title || t('label')}
        centerText={block.centerText ?? null}
        centerImage={toImageData(block.centerImage)}
        items={items}
      />
    </BlockSection>
  )
}
