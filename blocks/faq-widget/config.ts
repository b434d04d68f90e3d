import type { Block } from 'payload'

import { backgroundField, imageField, validateUrl } from '../fields'

export const FaqWidgetBlock: Block = {
  slug: 'faqWidget',
  interfaceName: 'FaqWidgetBlock',
  labels: { singular: 'FAQ widget', plural: 'FAQ widgets' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'url', type: 'text', required: true, validate: (value: unknown) => validateUrl(value, true) },
    { name: 'buttonText', type: 'text', required: true },
    imageField('image'),
    backgroundField(),
  ],
}
