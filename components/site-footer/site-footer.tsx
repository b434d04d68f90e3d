import { getTranslations } from 'next-intl/server'

import type { Session } from '@/features/session/types'

import styles from './site-footer.module.css'

/** The site footer: the tenant's name and the first-level pages. */
export async function SiteFooter({ session }: { session: Session }) {
  const t = await getTranslations('footer')
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label={t('navigation')}>
          <ul className={styles.links}>
            {session.navigationTree.map((entry) => (
              <li key={entry.uri}>
                <a href={entry.uri}>{entry.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>{t('copyright', { year: new Date().getFullYear(), name: session.tenantName })}</p>
      </div>
    </footer>
  )
}
