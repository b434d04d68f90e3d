import type { ReactNode } from 'react'

import styles from './gallery.module.css'

/** One widget of the gallery with its heading and what to try. */
export function GallerySection({
  id,
  title,
  hint,
  children,
}: {
  id: string
  title: string
  hint?: string
  children: ReactNode
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} data-widget={id}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {hint && <p className={styles.hint}>{hint}</p>}
      <div className={styles.demo}>{children}</div>
    </section>
  )
}
