import type { Block } from 'payload'

import { imageField, widthField } from '../fields'
import { validateYouTubeId } from '../video-fields'

export const VideoEmbedBlock: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  labels: { singular: 'Video embed (YouTube)', plural: 'Video embeds (YouTube)' },
  fields: [
    { name: 'videoTitle', type: 'text', required: true },
    {
      name: 'youtubeId',
      type: 'text',
      required: true,
      validate: (value: unknown) => (value ? validateYouTubeId(value) : 'A YouTube id is required'),
    },
    imageField(
      'poster',
      false,
      'Still shown until the visitor plays the video (nothing loads from YouTube before).',
    ),
    widthField(),
  ],
}
