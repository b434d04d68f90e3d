import { getTranslations } from 'next-intl/server'

import { CmsPicture, type ImageData } from '@/components/picture/picture'
import { Icon } from '@/components/icon/icon'

import blockStyles from '../blocks.module.css'
import styles from './oil-finder-tile.module.css'

type Props = {
  url: string
  title?: string | null
  text?: string | null
  buttonText?: string | null
  image?: ImageData | null
}

/** The tile that leads to the oil finder (block and home page share it). */
export async function OilFinderTile({ url, title, text, buttonText, image }: Props) {
  const t = await getTranslations('blocks.oilFinder')
  return (
    <div className={styles.tile} data-testid="oil-finder-tile">
      <div className={styles.body}>
        <span className={styles.icon}>
          <Icon name="oil" size={32} />
        </span>
        <h2 className={styles.heading}>{title || t('title')}</h2>
        <p>{text || t('text')}</p>
        <a href={url} className={blockStyles.button}>
          {buttonText || t('button')}
        </a>
      </div>
      {image && <CmsPicture image={image} className={styles.image} sizes="(min-width: 768px) 40vw, 100vw" />}
    </div>
  )
}
