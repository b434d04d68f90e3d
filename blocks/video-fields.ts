import type { Field } from 'payload'

import { isYouTubeId } from '@/components/video/constants'

/** A video file on this site (e.g. /videos/werk.webm) or an https address. */
export function validateVideoUrl(
  value: unknown,
  { siblingData }: { siblingData?: { youtubeId?: unknown } } = {},
): true | string {
  if (value == null || value === '')
    return siblingData?.youtubeId ? true : 'Give a video file address or a YouTube id'
  return typeof value === 'string' && /^(\/(?!\/)|https:\/\/)\S+\.(mp4|webm|ogg)(\?\S*)?$/i.test(value)
    ? true
    : 'Use an .mp4, .webm or .ogg address starting with / or https://'
}

export function validateYouTubeId(value: unknown): true | string {
  if (value == null || value === '') return true
  return typeof value === 'string' && isYouTubeId(value)
    ? true
    : 'A YouTube id has 11 letters, digits, - or _ (the part after v= in the address)'
}

/** Where a video comes from: a file address or a YouTube id (one of them), with the title that names it. */
export const videoSourceFields = (): Field[] => [
  {
    name: 'videoTitle',
    type: 'text',
    required: true,
    admin: { description: 'Names the video for assistive technology.' },
  },
  {
    name: 'videoUrl',
    type: 'text',
    validate: (value: unknown, options: { siblingData?: { youtubeId?: unknown } }) =>
      validateVideoUrl(value, options),
  },
  {
    name: 'youtubeId',
    type: 'text',
    validate: validateYouTubeId,
    admin: {
      description:
        'Used instead of the file when given; loads from YouTube only after the visitor presses play.',
    },
  },
]
