import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithIntl } from '@/tests/helpers/intl'

import { VIDEO_HEIGHT_FACTOR, youTubeEmbedUrl } from './constants'
import { Video } from './video.client'
import { YouTubeEmbed } from './youtube-embed.client'

describe('Video', () => {
  it('shows the play button until the video starts, then the controls', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    const { container } = renderWithIntl(<Video src="/videos/werk.mp4" title="Unser Werk" />)
    const video = container.querySelector('video')!
    expect(video).not.toHaveAttribute('controls')
    await userEvent.click(screen.getByRole('button', { name: 'Video abspielen: Unser Werk' }))
    expect(play).toHaveBeenCalled()
    expect(video).toHaveAttribute('controls')
    expect(screen.queryByRole('button', { name: /Video abspielen/ })).toBeNull()
  })

  it('is 9/16 as high as it is wide', () => {
    expect(VIDEO_HEIGHT_FACTOR).toBe(9 / 16)
    const { container } = renderWithIntl(<Video src="/v.mp4" title="x" />)
    expect(container.querySelector('figure')).toHaveStyle({ aspectRatio: `1 / ${9 / 16}` })
  })
})

describe('YouTubeEmbed', () => {
  it('loads nothing from YouTube until asked, then the privacy-enhanced player', async () => {
    const { container } = renderWithIntl(<YouTubeEmbed videoId="dQw4w9WgXcQ" title="Schmierstoffe erklärt" />)
    expect(container.querySelector('iframe')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Video abspielen: Schmierstoffe erklärt' }))
    const iframe = container.querySelector('iframe')!
    expect(iframe).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    )
    expect(iframe).toHaveAttribute('title', 'Schmierstoffe erklärt')
  })

  it('refuses ids that are not YouTube ids', () => {
    expect(() => youTubeEmbedUrl('"><script>')).toThrow()
    const { container } = renderWithIntl(<YouTubeEmbed videoId="bad id" title="x" />)
    expect(container).toBeEmptyDOMElement()
  })
})
