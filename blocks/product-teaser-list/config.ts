import type { Block } from 'payload'

import { TEASER_LIST_COLUMNS } from '../enums'
import { backgroundField, enumSelect, navigationColorField } from '../fields'
import { INVALID_PRODUCT_TEASER_MESSAGE, isValidProductTeaser, validateRows } from '../validity'

export const ProductTeaserListBlock: Block = {
  slug: 'productTeaserList',
  interfaceName: 'ProductTeaserListBlock',
  labels: { singular: 'Product teaser list', plural: 'Product teaser lists' },
  fields: [
    { name: 'title', type: 'text' },
    enumSelect('columns', TEASER_LIST_COLUMNS, '4', {
      admin: { description: 'Products side by side on wide screens.' },
    }),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      validate: validateRows(isValidProductTeaser, INVALID_PRODUCT_TEASER_MESSAGE),
      fields: [{ name: 'product', type: 'relationship', relationTo: 'products' }],
    },
    navigationColorField(),
    backgroundField(),
  ],
}
