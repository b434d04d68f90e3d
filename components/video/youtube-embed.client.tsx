'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Icon } from '../icon/icon'
import { isYouTubeId, VIDEO_HEIGHT_FACTOR, youTubeEmbedUrl } from './constants'
import styles from './video.module.css'

type Props = { videoId: string; title: string; poster?: string }

/**
 * A YouTube video (height 9/16 of the width). Nothing is requested
 * from YouTube until the visitor asks for the video; then the privacy-enhanced
 * player loads and starts.
 */
export function YouTubeEmbed({ videoId, title, poster }: Props) {
  const t = useTranslations('widgets.video')
  const [loaded, setLoaded] = useState(false)
  if (!isYouTubeId(videoId)) return null
  return (
    <figure className={styles.frame} style={{ aspectRatio: `${1} / ${VIDEO_HEIGHT_FACTOR}` }}>
      {loaded ? (
        <iframe
          className={styles.media}
          src={youTubeEmbedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {poster && (
            // eslint-disable-next-line @next/next/no-img-element -- a CMS poster shown before the player loads
            <img className={styles.media} src={poster} alt="" loading="lazy" />
          )}
          <div className={styles.consent}>
            <button
              type="button"
              className={styles.play}
              aria-label={t('play', { title })}
              onClick={() => setLoaded(true)}
            >
              <Icon name="play" size={36} />
            </button>
            <p className={styles.notice}>{t('youtubeNotice')}</p>
          </div>
        </>
      )}
    </figure>
  )
}
