'use client'

import { usePathname } from 'next/navigation'

import styles from './account-area.module.css'

type Entry = { page: string; href: string; label: string }

/** The account pages beside every account page; the current one (or its parent, on a detail page) is marked. */
export function AccountNav({ title, entries }: { title: string; entries: Entry[] }) {
  const pathname = usePathname()
  const current = entries.find((e) => pathname === e.href || pathname.startsWith(`${e.href}/`))
  return (
    <nav className={styles.nav} aria-label={title} data-testid="account-nav">
      <p className={styles.navTitle}>{title}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.page}>
            <a
              href={entry.href}
              aria-current={entry === current ? 'page' : undefined}
              className={entry === current ? styles.current : undefined}
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
