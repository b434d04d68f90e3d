import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { CmsPicture } from '@/components/picture/picture'
import { getProductPage } from '@/features/products/server/product'
import { getRequestTenant } from '@/features/tenancy/server/tenants'
import { isRouteLocale } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string; productNumber: string }> }

const load = cache(async (locale: string, productNumber: string) => {
  if (!isRouteLocale(locale)) notFound()
  const tenant = await getRequestTenant()
  if (!tenant || !tenant.locales.includes(locale)) notFound()
  const product = await getProductPage(tenant.id, locale, decodeURIComponent(productNumber).toUpperCase())
  if (!product) notFound()
  return product
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, productNumber } = await params
  const product = await load(locale, productNumber)
  return { title: product.name, description: product.subtitle ?? undefined }
}

/** The public product page: picture, name, number, line and description (the catalog adds prices and articles for shop users). */
export default async function ProductPage({ params }: Props) {
  const { locale, productNumber } = await params
  setRequestLocale(locale)
  const product = await load(locale, productNumber)
  const t = await getTranslations('page')
  const tb = await getTranslations('blocks.products')
  return (
    <div className="container">
      <Breadcrumb homeUrl={`/${locale}`} homeLabel={t('home')} label={t('breadcrumb')} items={[{ label: product.name, uri: '', disabled: true }]} />
      <article className="product-page">
        <CmsPicture image={product.image} ratio="3 / 4" fit="contain" priority sizes="(min-width: 768px) 40vw, 100vw" />
        <div>
          {product.productLineTitle && <p className="muted">{product.productLineTitle}</p>}
          <h1>{product.name}</h1>
          {product.subtitle && <p className="lead">{product.subtitle}</p>}
          <p className="muted">
            {tb('number')} {product.productNumber}
          </p>
          {product.description && <p>{product.description}</p>}
        </div>
      </article>
    </div>
  )
}
