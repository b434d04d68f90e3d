import type { Block } from 'payload'

import { TEXT_IMAGE_RATIOS } from '../enums'
import { backgroundField, enumSelect, imageField, widthField } from '../fields'
import { videoSourceFields } from '../video-fields'

export const TextVideoBlock: Block = {
  slug: 'textVideo',
  interfaceName: 'TextVideoBlock',
  labels: { singular: 'Text with video', plural: 'Texts with video' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'content', type: 'richText', required: true },
    ...videoSourceFields(),
    imageField('poster', false, 'Still shown before the video plays.'),
    enumSelect('ratio', TEXT_IMAGE_RATIOS, '6-6', {
      admin: { description: 'Columns of text – columns of video (of 12).' },
    }),
    enumSelect('videoPosition', ['right', 'left'], 'right'),
    widthField(),
    backgroundField(),
  ],
}
