import { getTranslations } from 'next-intl/server'

import type { FileListBlock as Data } from '@/cms/payload-types'
import { Icon } from '@/components/icon/icon'
import { Picture } from '@/components/picture/picture'
import { formatBytes } from '@/lib/bytes'
import { isDocument, mediaDoc } from '@/lib/media'

import { BlockSection } from '../section'
import styles from './file-list.module.css'

/** Downloads: name, a preview (the picture, or the file type for documents), size and a download link. */
export async function FileListBlock({ block }: { block: Data }) {
  const t = await getTranslations('blocks.fileList')
  const files = (block.files ?? [])
    .map((row) => ({ row, media: mediaDoc(row.file) }))
    .filter((entry) => entry.media?.url)
  if (!files.length) return null
  return (
    <BlockSection
      type="fileList"
      width={block.width}
      background={block.background}
      title={block.title}
      id={block.id}
    >
      <ul className={styles.list}>
        {files.map(({ row, media }) => {
          const name = row.name || media!.alt || media!.filename || ''
          const extension = (media!.filename?.split('.').pop() ?? '').toUpperCase()
          const preview = isDocument(media) ? null : (media!.sizes?.thumbnail?.url ?? media!.url)
          return (
            <li key={row.id ?? media!.id} className={styles.item}>
              <span className={styles.preview} aria-hidden="true">
                {preview ? (
                  <Picture alt="" fallback={preview} ratio="1 / 1" sizes="4rem" />
                ) : (
                  <span className={styles.type}>{extension || t('file')}</span>
                )}
              </span>
              <span className={styles.name}>
                <strong>{name}</strong>
                <span className={styles.meta}>
                  {extension} · {formatBytes(media!.filesize ?? 0)}
                </span>
              </span>
              <span className={styles.actions}>
                <a href={media!.url!} target="_blank" rel="noopener noreferrer" className={styles.action}>
                  <Icon name="external" size={18} />
                  <span>{t('preview')}</span>
                  <span className="visually-hidden">: {name}</span>
                </a>
                <a href={media!.url!} download={media!.filename ?? true} className={styles.action}>
                  <Icon name="download" size={18} />
                  <span>{t('download')}</span>
                  <span className="visually-hidden">: {name}</span>
                </a>
              </span>
            </li>
          )
        })}
      </ul>
    </BlockSection>
  )
}
