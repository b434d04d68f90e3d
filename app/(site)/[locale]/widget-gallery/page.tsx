import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { withPageMessages } from '@/components/intl/page-messages'
import { canSeeWidgetGallery } from '@/features/gallery/access'
import { ButtonDemo } from '@/features/gallery/components/button-demo'
import { FormatterDemo } from '@/features/gallery/components/formatter-demo'
import styles from '@/features/gallery/components/gallery.module.css'
import { InputDemos } from '@/features/gallery/components/input-demos.client'
import { MediaDemos } from '@/features/gallery/components/media-demos.client'
import { RuntimeDemos } from '@/features/gallery/components/runtime-demos.client'
import { TableDemo } from '@/features/gallery/components/table-demo.client'
import { getSignedInEditor } from '@/features/session/server/editor'
import { sitePage } from '@/features/tenancy/server/site-page'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { languageOf, routeLocaleOr } from '@/lib/i18n/locales'
import { isTheme, THEMES } from '@/lib/tenancy/themes'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ theme?: string }> }

const SECTIONS = [
  'buttons',
  'notifications',
  'api-client',
  'loading-overlay',
  'modal',
  'chips',
  'number-input',
  'filters',
  'date-picker',
  'data-table',
  'breakpoint',
  'breadcrumb',
  'icons',
  'picture',
  'swiper',
  'video',
  'formatters',
] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'gallery' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * Every shared widget on one page, in any of the three themes: for builders
 * and editors (on production sites only for editors signed in to the CMS) and
 * for the e2e suite.
 */
async function WidgetGalleryPage({ params, searchParams }: Props) {
  const { locale, tenant } = await sitePage(params)
  const site = await getTenantSite(tenant.id, languageOf(locale))
  if (!site) notFound()
  const editor = site.siteEnvironment === 'production' ? await getSignedInEditor() : null
  if (!canSeeWidgetGallery(site.siteEnvironment, editor !== null)) notFound()

  const { theme: requested } = await searchParams
  const theme = isTheme(requested) ? requested : site.theme
  const t = await getTranslations('gallery')

  return (
    <>
      <div data-theme={theme} className={styles.gallery} data-testid="widget-gallery">
        <div className="container">
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
          <nav aria-label={t('themes')} className={styles.themes}>
            {THEMES.map((option) => (
              <a
                key={option}
                href={`?theme=${option}`}
                className={`button ${option === theme ? 'button--primary' : 'button--secondary'}`}
                aria-current={option === theme ? 'page' : undefined}
              >
                {t('theme', { theme: option })}
              </a>
            ))}
          </nav>
          <nav aria-label={t('contents')}>
            <ul className={styles.toc}>
              {SECTIONS.map((id) => (
                <li key={id}>
                  <a href={`#${id}`}>{t(`toc.${id}`)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <ButtonDemo homeUrl={`/${locale}`} />
          <RuntimeDemos />
          <InputDemos />
          <TableDemo />
          <MediaDemos homeUrl={`/${locale}`} />
          <FormatterDemo />
        </div>
      </div>
    </>
  )
}

export default withPageMessages(
  ['gallery', 'widgets.datePicker', 'widgets.filters', 'widgets.swiper', 'widgets.table', 'widgets.video'],
  WidgetGalleryPage,
)
