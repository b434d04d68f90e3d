import { getTranslations } from 'next-intl/server'

import { Breadcrumb, type BreadcrumbItem } from '@/components/breadcrumb/breadcrumb'
import type { ContentLanguage } from '@/lib/i18n/locales'

import { productLineUri, svgDataUri, type ProductLineNode } from '../product-line-tree'
import styles from './product-line-page.module.css'

/** A product line or group: its trail, sub-groups and the product list (passed in by the page). */
export async function ProductLinePage({
  node,
  nodes,
  locale,
  language,
  children: list,
}: {
  node: ProductLineNode
  nodes: ProductLineNode[]
  locale: string
  language: ContentLanguage
  children?: React.ReactNode
}) {
  const t = await getTranslations('page')
  const byId = new Map(nodes.map((n) => [String(n.id), n]))
  const trail: ProductLineNode[] = []
  for (
    let current: ProductLineNode | undefined = node;
    current;
    current = current.parentId == null ? undefined : byId.get(String(current.parentId))
  )
    trail.unshift(current)
  const items: BreadcrumbItem[] = trail.map((n) => ({
    label: n.title,
    uri: productLineUri(locale, language, n),
    disabled: n.id === node.id,
    icon: n.parentId == null ? svgDataUri(n.icon) : null,
  }))
  const children = nodes
    .filter((n) => String(n.parentId) === String(node.id))
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
  return (
    <div className="container">
      <Breadcrumb
        homeUrl={`/${locale}`}
        homeLabel={t('home')}
        label={t('breadcrumb')}
        items={items}
        showIcons
      />
      <h1>{node.title}</h1>
      {children.length > 0 && (
        <ul className={styles.groups}>
          {children.map((child) => (
            <li key={child.id}>
              <a className={styles.group} href={productLineUri(locale, language, child)}>
                {child.title}
              </a>
            </li>
          ))}
        </ul>
      )}
      {list}
    </div>
  )
}
