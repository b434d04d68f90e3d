import type { IconListBlock as Data } from '@/cms/payload-types'
import { Icon } from '@/components/icon/icon'

import { ICON_LIST_MAX_ITEMS } from '../enums'
import { BlockSection } from '../section'
import styles from './icon-list.module.css'

/** Up to four icons with a title and text side by side. */
export function IconListBlock({ block }: { block: Data }) {
  const items = (block.items ?? []).slice(0, ICON_LIST_MAX_ITEMS)
  if (!items.length) return null
  return (
    <BlockSection
      type="iconList"
      width={block.width}
      background={block.background}
      title={block.title}
      id={block.id}
    >
      <ul className={styles.list} style={{ ['--count' as string]: items.length }}>
        {items.map((item) => (
          <li key={item.id ?? item.title} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={28} />
            </span>
            <h3 className={styles.heading}>{item.title}</h3>
            {item.text && <p className={styles.text}>{item.text}</p>}
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
