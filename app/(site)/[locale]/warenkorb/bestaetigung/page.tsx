import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ButtonLink } from '@/components/button/button'
import { Picture } from '@/components/picture/picture'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import styles from '@/features/carts/components/checkout.module.css'
import { CHECKOUT_CONFIRMATION_PATH } from '@/features/carts/constants'
import { checkoutSettings, placedOrder } from '@/features/carts/server/checkout'
import { signedInPage } from '@/features/contacts/server/page-access'
import { orderConfirmationPath } from '@/features/order-documents/constants'
import { documentFileName } from '@/features/order-documents/layout'
import { routeLocaleOr } from '@/lib/i18n/locales'
import { formatIsoDate } from '@/lib/iso-date'
import { toImageData } from '@/lib/media'
import { VatTotals } from '@/components/vat-totals/vat-totals'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ bestellung?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'carts.checkout.confirmation' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The checkout confirmation page: title, text, subline, the
 * optional contact (department, image, first and last name, function,
 * phone, e-mail) and a button to the home page — texts from the tenant's
 * checkout settings in /cms — with the order just placed. Only the
 * customer's own order is shown.
 */
export default async function CheckoutConfirmationPage({ params, searchParams }: Props) {
  const { locale, tenant, account } = await signedInPage((await params).locale, CHECKOUT_CONFIRMATION_PATH)
  setRequestLocale(locale)
  const t = await getTranslations('carts.checkout.confirmation')
  const tApproval = await getTranslations('approvals.confirmation')
  const tAvailability = await getTranslations('availability')
  const tOrders = await getTranslations('orders')
  const tDocuments = await getTranslations('orderDocuments')
  const raw = (await searchParams).bestellung
  const orderNumber = typeof raw === 'string' ? raw.trim() : ''
  const [order, settings] = await Promise.all([
    placedOrder({ tenant, account }, orderNumber),
    checkoutSettings(tenant.id, locale),
  ])
  const content = settings?.confirmation
  const contact = content?.contact
  const contactName = [contact?.firstName, contact?.lastName].filter(Boolean).join(' ')
  const image = contact?.image ? toImageData(contact.image, { alt: contactName }) : null
  return (
    <div className="container">
      <div className={styles.confirmation}>
        {!order ? (
          <>
            <h1>{t('notFound')}</h1>
            <p>
              <ButtonLink href={`/${locale}`} variant="primary">
                {content?.homeButtonLabel || t('home')}
              </ButtonLink>
            </p>
          </>
        ) : (
          <>
            {order.status === 'awaitingApproval' ? (
              <>
                <h1 data-testid="confirmation-awaiting-approval">{tApproval('title')}</h1>
                <p>{tApproval('text', { orderNumber: order.orderNumber })}</p>
                <p>
                  <Link href={`/${locale}${ACCOUNT_PATHS.approvals}`}>{tApproval('link')}</Link>
                </p>
              </>
            ) : (
              <>
                <h1>{content?.title || t('title')}</h1>
                {content?.subline && <p className={styles.subline}>{content.subline}</p>}
                {content?.text && <p>{content.text}</p>}
              </>
            )}
            <dl className={styles.references} data-testid="confirmation-order">
              <dt>{t('orderNumber')}</dt>
              <dd data-testid="confirmation-order-number">{order.orderNumber}</dd>
              {order.purchaseOrderNumber && (
                <>
                  <dt>{t('purchaseOrderNumber')}</dt>
                  <dd>{order.purchaseOrderNumber}</dd>
                </>
              )}
              <dt>{tAvailability('overview.requestedDeliveryDate')}</dt>
              <dd data-testid="confirmation-requested-date">
                {order.requestedDeliveryDate
                  ? formatIsoDate(order.requestedDeliveryDate)
                  : tOrders('detail.asap')}
              </dd>
              <dt>{tAvailability('overview.partialDelivery')}</dt>
              <dd data-testid="confirmation-partial-delivery">
                {tAvailability(
                  order.partialDelivery ? 'overview.partialAllowed' : 'overview.partialNotAllowed',
                )}
              </dd>
            </dl>
            <VatTotals vat={order.vat} testId="confirmation-total" />
            {order.status !== 'awaitingApproval' && (
              <p>
                <a
                  href={orderConfirmationPath(order.orderNumber)}
                  download={documentFileName(tDocuments('kinds.confirmation'), order.orderNumber)}
                  data-testid="confirmation-pdf"
                >
                  {tDocuments('confirmation.download')}
                </a>
              </p>
            )}
            {contact && contactName && (
              <section className={styles.contact} aria-label={t('contact')}>
                {image && (image.fallback || image.srcset) && (
                  <Picture alt={image.alt} fallback={image.fallback} srcset={image.srcset} sizes="96px" />
                )}
                <div className={styles.contactText}>
                  {contact.department && <span className={styles.badge}>{contact.department}</span>}
                  <strong>{contactName}</strong>
                  {contact.function && <span>{contact.function}</span>}
                  {contact.phone && (
                    <span>
                      {t('phone')}: <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
                    </span>
                  )}
                  {contact.email && (
                    <span>
                      {t('email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
                    </span>
                  )}
                </div>
              </section>
            )}
            <p>
              <ButtonLink href={`/${locale}`} variant="primary" data-testid="confirmation-home">
                {content?.homeButtonLabel || t('home')}
              </ButtonLink>
            </p>
          </>
        )}
      </div>
    </div>
  )
}
