import Link from 'next/link'

import { pageHref, type PageSearchParams } from '@/lib/page-href'

import styles from './pager.module.css'

type Props = {
  pathname: string
  searchParams: PageSearchParams
  page: number
  pages: number
  labels: { navigation: string; previous: string; next: string; pageOf: string }
}

/** Previous / "page n of m" / next links of a server-rendered list; nothing for a single page. */
export function Pager({ pathname, searchParams, page, pages, labels }: Props) {
  if (pages <= 1) return null
  return (
    <nav className={styles.pager} aria-label={labels.navigation}>
      {page > 1 ? <Link href={pageHref(pathname, searchParams, page - 1)}>{labels.previous}</Link> : null}
      <span>{labels.pageOf}</span>
      {page < pages ? <Link href={pageHref(pathname, searchParams, page + 1)}>{labels.next}</Link> : null}
    </nav>
  )
}
