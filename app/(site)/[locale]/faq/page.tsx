import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { Icon } from '@/components/icon/icon'
import { ContactProcessFlow } from '@/features/contact-manager/components/contact-process.client'
import { getContactProcess, getStepConfig } from '@/features/contact-manager/server/process'
import { FaqQuestions } from '@/features/faq/components/faq-questions.client'
import styles from '@/features/faq/components/faq.module.css'
import { ZFaqQuery } from '@/features/faq/schemas'
import { getFaq } from '@/features/faq/server/faq'
import { sitePage } from '@/features/tenancy/server/site-page'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The id of the contact section: links (e.g. the tenant's contact URL) may point to `/faq#kontakt`. */
const CONTACT_ANCHOR = 'kontakt'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'faq' })
  return { title: t('title'), description: t('metaDescription') }
}

/**
 * The FAQ overview: categories as links (`?category=<id>`, works
 * without JavaScript), the questions of the chosen one as an accordion with
 * a search over every category, and below "Ihre Frage ist nicht dabei?" the contact process
 * ending on the 48-hours confirmation.
 */
async function FaqPage({ params, searchParams }: Props) {
  const { locale, tenant } = await sitePage(params)
  const tenantId = Number(tenant.id)
  const rawCategory = (await searchParams).category
  const parsed = ZFaqQuery.safeParse({
    categoryId: typeof rawCategory === 'string' ? rawCategory : undefined,
  })
  const [faq, process] = await Promise.all([getFaq(tenantId, locale), getContactProcess(tenantId, locale)])
  // An unknown or malformed category in a hand-edited address falls back to the first category.
  const selected =
    faq.categories.find((category) => parsed.success && category.id === parsed.data.categoryId) ??
    faq.categories[0] ??
    null
  const firstStep = process
    ? await getStepConfig(tenantId, locale, {
        processId: process.id,
        stepId: process.firstStepId,
        productLine: null,
      })
    : null
  const t = await getTranslations('faq')
  const tp = await getTranslations('page')
  return (
    <div className="container">
      <Breadcrumb
        homeUrl={`/${locale}`}
        homeLabel={tp('home')}
        label={tp('breadcrumb')}
        items={[{ label: t('title'), uri: '', disabled: true }]}
      />
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {faq.categories.length > 0 && (
        <nav aria-label={t('categories')}>
          <ul className={styles.categories}>
            {faq.categories.map((category) => (
              <li key={category.id}>
                <a
                  className={styles.category}
                  href={`/${locale}/faq?category=${category.id}`}
                  aria-current={category.id === selected?.id ? 'page' : undefined}
                  data-testid="faq-category"
                >
                  {category.icon && <Icon name={category.icon} size={18} />}
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {/* The chosen category's questions; the search goes through every category (the island has them all). */}
      <FaqQuestions
        key={selected?.id ?? 'none'}
        categories={faq.categories}
        entries={faq.entries}
        selectedId={selected?.id ?? null}
      />
      {process && (
        <section id={CONTACT_ANCHOR} className={styles.contact} aria-labelledby="faq-contact-title">
          <h2 id="faq-contact-title">{t('notListed')}</h2>
          <p className={styles.intro}>{process.intro ?? t('notListedText')}</p>
          <ContactProcessFlow
            process={process}
            firstStep={firstStep?.kind === 'ok' ? firstStep.step : null}
          />
        </section>
      )}
    </div>
  )
}

export default withPageMessages(['contactManager', 'faq', 'forms'], FaqPage)
