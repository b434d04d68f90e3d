import { getLocale, getTranslations } from 'next-intl/server'

/** A real 404 page inside the site's layout (status 404). */
export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations('notFound'), getLocale()])
  return (
    <div className="container" data-testid="not-found">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <a className="button button--primary" href={`/${locale}`}>
          {t('home')}
        </a>
      </p>
    </div>
  )
}
