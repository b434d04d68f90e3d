'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { Icon } from '../icon/icon'
import { VIDEO_HEIGHT_FACTOR } from './constants'
import styles from './video.module.css'

type Props = {
  src: string
  title: string
  poster?: string
  type?: string
  captions?: { src: string; srclang: string; label: string }
}

/**
 * A video with a play button: the button shows until the video
 * starts; the browser's controls appear after play.
 */
export function Video({ src, title, poster, type = 'video/mp4', captions }: Props) {
  const t = useTranslations('widgets.video')
  const video = useRef<HTMLVideoElement>(null)
  const [started, setStarted] = useState(false)
  return (
    <figure className={styles.frame} style={{ aspectRatio: `${1} / ${VIDEO_HEIGHT_FACTOR}` }}>
      <video
        ref={video}
        className={styles.media}
        poster={poster}
        controls={started}
        preload="metadata"
        playsInline
        onPlay={() => setStarted(true)}
        aria-label={title}
      >
        <source src={src} type={type} />
        {captions && (
          <track kind="captions" src={captions.src} srcLang={captions.srclang} label={captions.label} />
        )}
      </video>
      {!started && (
        <button
          type="button"
          className={styles.play}
          aria-label={t('play', { title })}
          onClick={() => {
            setStarted(true)
            void video.current?.play()?.catch(() => {})
            video.current?.focus()
          }}
        >
          <Icon name="play" size={36} />
        </button>
      )}
    </figure>
  )
}
