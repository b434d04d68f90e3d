import { getTranslations } from 'next-intl/server'

import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '@/components/button/button'

import styles from './gallery.module.css'
import { GallerySection } from './section'

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'tertiary', 'danger']
const SIZES: ButtonSize[] = ['small', 'default', 'large']

/** The button system: every emphasis in every size and state, rendered on the server (the states are fixed, not clicked). */
export async function ButtonDemo({ homeUrl }: { homeUrl: string }) {
  const t = await getTranslations('gallery.buttons')
  return (
    <GallerySection id="buttons" title={t('title')} hint={t('hint')}>
      <div className={styles.tableScroll} role="region" aria-label={t('title')} tabIndex={0}>
        <table className="gallery-table" data-testid="button-matrix">
          <caption className="visually-hidden">{t('title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('variant')}</th>
              {SIZES.map((size) => (
                <th key={size} scope="col">
                  {t(`sizes.${size}`)}
                </th>
              ))}
              <th scope="col">{t('states.disabled')}</th>
              <th scope="col">{t('states.busy')}</th>
              <th scope="col">{t('states.focus')}</th>
              <th scope="col">{t('states.link')}</th>
            </tr>
          </thead>
          <tbody>
            {VARIANTS.map((variant) => (
              <tr key={variant} data-variant={variant}>
                <th scope="row">{t(`variants.${variant}`)}</th>
                {SIZES.map((size) => (
                  <td key={size}>
                    <Button variant={variant} size={size} data-testid={`button-${variant}-${size}`}>
                      {t('label')}
                    </Button>
                  </td>
                ))}
                <td>
                  <Button variant={variant} disabled data-testid={`button-${variant}-disabled`}>
                    {t('label')}
                  </Button>
                </td>
                <td>
                  <Button variant={variant} busy data-testid={`button-${variant}-busy`}>
                    {t('busyLabel')}
                  </Button>
                </td>
                <td>
                  <Button
                    variant={variant}
                    className={styles.focusDemo}
                    data-testid={`button-${variant}-focus`}
                  >
                    {t('label')}
                  </Button>
                </td>
                <td>
                  <ButtonLink href={homeUrl} variant={variant} data-testid={`button-${variant}-link`}>
                    {t('linkLabel')}
                  </ButtonLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.blockDemo}>
        <Button variant="primary" block data-testid="button-block">
          {t('blockLabel')}
        </Button>
      </div>
    </GallerySection>
  )
}
