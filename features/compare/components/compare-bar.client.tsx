'use client'

import { useLocale, useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useStore } from 'zustand'

import { Icon } from '@/components/icon/icon'
import { Picture } from '@/components/picture/picture'

import { comparePath } from '../url'
import styles from './compare.module.css'
import { useCompareStore } from './use-compare-store'
import { counted } from '@/lib/numbers'

/**
 * The sticky bar at the bottom of every page while products are chosen:
 * thumbnails and titles with remove buttons, "Vergleich löschen" and the
 * link to the comparison (from two products on). Renders nothing while the
 * choice is empty, on the server and at the first paint (the stored choice
 * is read after hydration), and on the comparison page itself.
 */
export function CompareBar() {
  const t = useTranslations('compare')
  const locale = useLocale()
  const pathname = usePathname()
  const store = useCompareStore()
  const entries = useStore(store, (state) => state.entries)
  const remove = useStore(store, (state) => state.remove)
  const clear = useStore(store, (state) => state.clear)

  if (!entries.length || pathname === `/${locale}/compare`) return null
  const count = entries.length
  const ready = count >= 2

  return (
    <section className={styles.bar} aria-label={t('bar.label')} data-testid="compare-bar">
      <div className={`container ${styles.barInner}`}>
        <p className="visually-hidden" aria-live="polite">
          {t('bar.selected', counted(count))}
        </p>
        <ul className={styles.chosen}>
          {entries.map((entry) => (
            <li key={entry.productNumber} className={styles.chip}>
              {entry.imageUrl ? (
                <Picture
                  alt=""
                  fallback={entry.imageUrl}
                  width={32}
                  height={32}
                  fit="contain"
                  className={styles.thumb}
                />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <span className={styles.chipTitle} title={entry.title}>
                {entry.title}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('bar.remove', { title: entry.title })}
                onClick={() => remove(entry.productNumber)}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="button" className="button button--link" onClick={clear}>
            {t('bar.clear')}
          </button>
          {ready ? (
            <a
              className="button button--primary button--small"
              href={comparePath(
                locale,
                entries.map((entry) => entry.productNumber),
              )}
              data-testid="compare-link"
            >
              {t('bar.compare', { count })}
            </a>
          ) : (
            <a
              className="button button--primary button--small"
              role="link"
              aria-disabled="true"
              aria-describedby="compare-need-two"
              data-testid="compare-link"
            >
              {t('bar.compare', { count })}
            </a>
          )}
          {!ready && (
            <span id="compare-need-two" className={styles.hint}>
              {t('bar.needTwo')}
            </span>
          )}
        </div>
      </div>
    </section>
  )
}
