import type { Breadcrumb as BreadcrumbItem } from '@/features/session/types'

import styles from './breadcrumb.module.css'

type Props = { homeUrl: string; homeLabel: string; label: string; items: BreadcrumbItem[] }

/** Breadcrumb trail (SPEC §2): home link, then items; disabled items are plain text. */
export function Breadcrumb({ homeUrl, homeLabel, label, items }: Props) {
  if (!Array.isArray(items)) throw new TypeError('The given payload is not of type Array.')
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        <li>
          <a href={homeUrl}>{homeLabel}</a>
        </li>
        {items.map((item) => (
          <li key={item.uri}>{item.disabled ? <span aria-current="page">{item.label}</span> : <a href={item.uri}>{item.label}</a>}</li>
        ))}
      </ol>
    </nav>
  )
}
