import type { Field } from 'payload'

import { ICONS } from '@/components/icon/icons'

/** One icon of the shop's icon set. */
export const iconSelect = (name = 'icon', required = true): Field => ({
  name,
  type: 'select',
  required,
  defaultValue: required ? 'oil' : undefined,
  options: Object.keys(ICONS).map((icon) => ({ label: icon, value: icon })),
})
