import type { Field, SelectField } from 'payload'

import { isIconName } from '@/components/icon/icons'

import { BLOCK_BACKGROUNDS, BLOCK_WIDTHS, SWIPER_NAVIGATION_COLORS } from './enums'

/** Select options for one of the block enumerations (enums.ts); labels are the values editors know from the design. */
export function enumSelect(
  name: string,
  values: readonly string[],
  defaultValue: string,
  extra: Partial<SelectField> = {},
): SelectField {
  return {
    name,
    type: 'select',
    required: true,
    defaultValue,
    options: values.map((value) => ({ label: value, value })),
    ...extra,
  } as SelectField
}

export const widthField = (): Field =>
  enumSelect('width', BLOCK_WIDTHS, 'default', {
    admin: { description: 'Content width in percent of the page (default: full).' },
  })
export const backgroundField = (): Field => enumSelect('background', BLOCK_BACKGROUNDS, 'white')
export const navigationColorField = (): Field =>
  enumSelect('navigationColor', SWIPER_NAVIGATION_COLORS, 'primary', {
    admin: { description: 'Colour of the slider arrows.' },
  })

/** An image from the media library. */
export const imageField = (name = 'image', required = false, description?: string): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
  ...(description ? { admin: { description } } : {}),
})

const URL_PATTERN = /^(\/(?!\/)|https:\/\/|http:\/\/|mailto:|tel:|#)/

/** A name of the site's icon set (components/icon/icons.ts), or empty. */
export function validateIconName(value: unknown): true | string {
  if (value == null || value === '') return true
  return typeof value === 'string' && isIconName(value)
    ? true
    : `"${String(value)}" is not an icon of the site's icon set (components/icon/icons.ts).`
}

/** A link URL: a path on this site, an https address, mailto:, tel: or an anchor. */
export function validateUrl(value: unknown, required = false): true | string {
  if (value == null || value === '') return required ? 'A link is required' : true
  return typeof value === 'string' && URL_PATTERN.test(value.trim())
    ? true
    : 'Use a path starting with / or an address starting with https://'
}

/** A link: href, target, text, alt. */
export const linkGroup = (
  name = 'link',
  { required = false, label }: { required?: boolean; label?: string } = {},
): Field => ({
  name,
  type: 'group',
  label: label ?? 'Link',
  fields: [
    { name: 'href', type: 'text', required, validate: (value: unknown) => validateUrl(value, required) },
    { name: 'text', type: 'text', admin: { description: 'Link or button text.' } },
    {
      name: 'alt',
      type: 'text',
      admin: { description: 'Longer description for assistive technology (optional).' },
    },
    { name: 'newTab', type: 'checkbox', defaultValue: false },
  ],
})
