import { assertArray } from '@/lib/assert-array'

import { Icon } from '../icon/icon'
import styles from './breadcrumb.module.css'

/** One step of the path to a page: its label and address; a disabled step is shown but not linked. */
export type BreadcrumbData = { label: string; uri: string; disabled: boolean }

/** A breadcrumb item; product categories may bring an icon (an inline SVG data URI or an icon name). */
export type BreadcrumbItem = BreadcrumbData & { icon?: string | null }

type Props = {
  homeUrl: string
  homeLabel: string
  label: string
  items: BreadcrumbItem[]
  showIcons?: boolean
}

function ItemIcon({ icon }: { icon: string }) {
  if (icon.startsWith('data:image/')) {
    // eslint-disable-next-line @next/next/no-img-element -- inline vector from the CMS, no optimisation possible
    return <img className={styles.icon} src={icon} alt="" width={18} height={18} />
  }
  return <Icon name={icon} size={18} className={styles.icon} />
}

/**
 * Breadcrumb trail: home link, then items; disabled items are
 * plain text; the last item is the current page; category icons on request.
 */
export function Breadcrumb({ homeUrl, homeLabel, label, items, showIcons = false }: Props) {
  assertArray(items)
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        <li>
          <a href={homeUrl} className={styles.home}>
            <Icon name="home" size={18} />
            <span>{homeLabel}</span>
          </a>
        </li>
        {items.map((item, index) => {
          const current = index === items.length - 1
          const content = (
            <>
              {showIcons && item.icon && <ItemIcon icon={item.icon} />}
              {item.label}
            </>
          )
          return (
            <li key={`${item.uri}-${index}`}>
              {item.disabled || current ? (
                <span className={styles.text} aria-current={current ? 'page' : undefined}>
                  {content}
                </span>
              ) : (
                <a href={item.uri}>{content}</a>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
