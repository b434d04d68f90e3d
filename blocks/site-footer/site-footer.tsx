import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/icon/icon'
import type { Session } from '@/features/session/types'
import type { SocialNetwork, TenantSite } from '@/features/tenancy/types'
import { linkTarget } from '@/lib/link-target'

import styles from './site-footer.module.css'

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
}

/** A configured footer link: paths inside the locale get the locale prefix. */
function localize(url: string, locale: string): string {
  return url.startsWith('/') ? `/${locale}${url === '/' ? '' : url}` : url
}

/** The site footer: CMS-managed link columns, social links unless hidden, copyright. */
export async function SiteFooter({
  session,
  site,
}: {
  session: Session
  site: Pick<TenantSite, 'footerColumns' | 'socialLinks'>
}) {
  const t = await getTranslations('footer')
  const columns = site.footerColumns.length
    ? site.footerColumns
    : [
        {
          title: session.tenantName,
          links: session.navigationTree.map((e) => ({ label: e.label, url: e.uri, newTab: false })),
        },
      ]
  const social = session.hideSocialLinks ? [] : site.socialLinks
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label={t('navigation')} className={styles.columns}>
          {columns.map((column) => (
            <section key={column.title} className={styles.column}>
              <h2 className={styles.title}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={`${link.label}${link.url}`}>
                    <a
                      href={site.footerColumns.length ? localize(link.url, session.locale) : link.url}
                      {...linkTarget(link.newTab)}
                    >
                      {link.label}
                      {link.newTab && <span className="visually-hidden"> {t('newTab')}</span>}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        {social.length > 0 && (
          <ul className={styles.social} aria-label={t('social')} data-testid="social-links">
            {social.map((link) => (
              <li key={link.network}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  <Icon name="external" size={16} />
                  {SOCIAL_LABELS[link.network]}
                  <span className="visually-hidden"> {t('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.copyright}>
          {t('copyright', { year: new Date().getFullYear(), name: session.tenantName })}
        </p>
      </div>
    </footer>
  )
}
