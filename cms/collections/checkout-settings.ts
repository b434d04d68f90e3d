import type { CollectionConfig } from 'payload'

import { CANTONS, DEFAULT_WAREHOUSE_CANTON } from '../../features/availability/model'
import { anyone } from '../access/anyone'
import { isEditor } from '../access/is-editor'
import { cacheTags } from '../../lib/cache-tags'
import { STANDARD_VAT_RATE } from '../../lib/vat'
import { validateVatRate } from '../fields/vat-rate'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

/**
 * One per tenant (the multi-tenant plugin's global mode): the terms and
 * conditions a B2B order must accept (`checkoutConfig.agbContentLink`)
 * and the checkout confirmation page (title, text, subline,
 * optional contact and a button to the home page).
 */
export const CheckoutSettings: CollectionConfig = {
  slug: 'checkout-settings',
  labels: { singular: 'Checkout settings', plural: 'Checkout settings' },
  admin: { group: 'Shop' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.checkout),
  fields: [
    {
      name: 'vat',
      type: 'group',
      admin: { description: 'Value added tax (MWST) of orders and carts.' },
      fields: [
        {
          name: 'standardRate',
          type: 'number',
          required: true,
          defaultValue: STANDARD_VAT_RATE,
          min: 0,
          max: 100,
          validate: validateVatRate,
          admin: {
            description:
              'Standard rate in percent (8.1 since 2024). Articles with another rate set their own.',
          },
        },
      ],
    },
    {
      name: 'terms',
      type: 'group',
      admin: { description: 'Terms and conditions (AGB) accepted with every order.' },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        {
          name: 'version',
          type: 'text',
          admin: {
            description: 'Printed on order confirmations, e.g. "AGB 2026-01". Change it with the text.',
          },
        },
        { name: 'content', type: 'richText', required: true, localized: true },
      ],
    },
    {
      name: 'delivery',
      type: 'group',
      admin: {
        description:
          'Delivery dates: the warehouse’s canton decides which public holidays are no working days.',
      },
      fields: [
        {
          name: 'warehouseCanton',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_WAREHOUSE_CANTON,
          options: CANTONS.map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      name: 'confirmation',
      type: 'group',
      admin: { description: 'The page after an order was placed.' },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'text', type: 'textarea', required: true, localized: true },
        { name: 'subline', type: 'text', localized: true },
        {
          name: 'homeButtonLabel',
          type: 'text',
          localized: true,
          admin: { description: 'Defaults to "Zur Startseite".' },
        },
        {
          name: 'contact',
          type: 'group',
          admin: { description: 'Optional: who answers questions about orders.' },
          fields: [
            { name: 'department', type: 'text', localized: true },
            { name: 'image', type: 'upload', relationTo: 'media' },
            {
              type: 'row',
              fields: [
                { name: 'firstName', type: 'text', admin: { width: '50%' } },
                { name: 'lastName', type: 'text', admin: { width: '50%' } },
              ],
            },
            { name: 'function', type: 'text', localized: true },
            {
              type: 'row',
              fields: [
                { name: 'phone', type: 'text', admin: { width: '50%' } },
                { name: 'email', type: 'email', admin: { width: '50%' } },
              ],
            },
          ],
        },
      ],
    },
  ],
}
