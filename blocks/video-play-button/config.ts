import type { Block } from 'payload'

import { imageField, widthField } from '../fields'
import { validateVideoUrl } from '../video-fields'

export const VideoPlayButtonBlock: Block = {
  slug: 'videoPlayButton',
  interfaceName: 'VideoPlayButtonBlock',
  labels: { singular: 'Video with play button', plural: 'Videos with play button' },
  fields: [
    { name: 'videoTitle', type: 'text', required: true },
    { name: 'videoUrl', type: 'text', required: true, validate: (value: unknown) => validateVideoUrl(value) },
    imageField('poster', false, 'Still shown before the video plays.'),
    widthField(),
  ],
}
