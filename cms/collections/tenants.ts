import type { CollectionConfig, Field } from 'payload'

import { cacheTags } from '../../lib/cache-tags'
import { CONTENT_LANGUAGES, ROUTE_LOCALES, isRouteLocale, routeLocaleFor } from '../../lib/i18n/locales'
import { THEMES, DEFAULT_THEME } from '../../lib/tenancy/themes'
import { SITE_ENVIRONMENTS } from '../../lib/tenancy/site-environments'
import { isAdmin } from '../access/is-admin'
import { isEditor } from '../access/is-editor'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'

const urlField = (name: string, defaultValue?: string): Field => ({
  name,
  type: 'text',
  localized: true,
  defaultValue,
  admin: { description: 'Path inside the locale, e.g. /warenkorb (empty hides the link).' },
  validate: (value: unknown) =>
    value == null || value === '' || (typeof value === 'string' && /^(\/|https?:\/\/)/.test(value))
      ? true
      : 'Must start with / or http(s)://',
})

type CountryRow = { country?: string; languages?: { language?: string }[] }

export const Tenants: CollectionConfig = {
  slug: 'tenants',
  admin: { useAsTitle: 'name', group: 'Sites', defaultColumns: ['name', 'slug', 'theme'] },
  access: {
    read: isEditor,
    create: isAdmin,
    delete: isAdmin,
    update: isEditor,
  },
  hooks: {
    afterChange: [
      revalidateAfterChange<{ id?: string | number }>((doc) => [
        cacheTags.tenants(),
        cacheTags.tenant(doc.id ?? ''),
      ]),
    ],
    afterDelete: [
      revalidateAfterDelete<{ id?: string | number }>((doc) => [
        cacheTags.tenants(),
        cacheTags.tenant(doc.id ?? ''),
      ]),
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Also the local host name: <slug>.localhost' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9][a-z0-9-]*$/.test(value)
          ? true
          : 'Lower-case letters, digits and dashes only',
    },
    {
      name: 'isDefault',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Answers every host that no tenant claims.' },
    },
    {
      name: 'domains',
      type: 'array',
      admin: { description: 'Host names that serve this tenant (without port).' },
      fields: [{ name: 'domain', type: 'text', required: true }],
    },
    {
      name: 'theme',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_THEME,
      options: THEMES.map((t) => ({ label: `Theme ${t}`, value: t })),
    },
    {
      name: 'countries',
      type: 'array',
      required: true,
      minRows: 1,
      admin: {
        description:
          'Countries and their languages; each pair is a site locale such as /de-ch. Use "int" for the international site (/en).',
      },
      validate: (rows: unknown) => {
        for (const row of (rows as CountryRow[] | null) ?? []) {
          for (const lang of row.languages ?? []) {
            const locale = routeLocaleFor(lang.language ?? '', row.country ?? '')
            if (!isRouteLocale(locale))
              return `Unsupported locale ${locale}; supported: ${ROUTE_LOCALES.join(', ')}`
          }
        }
        return true
      },
      fields: [
        {
          name: 'country',
          type: 'select',
          required: true,
          options: [
            { label: 'Switzerland', value: 'ch' },
            { label: 'Germany', value: 'de' },
            { label: 'Austria', value: 'at' },
            { label: 'International', value: 'int' },
          ],
        },
        { name: 'countryName', type: 'text', required: true, localized: true },
        {
          name: 'languages',
          type: 'array',
          required: true,
          minRows: 1,
          fields: [
            {
              name: 'language',
              type: 'select',
              required: true,
              options: CONTENT_LANGUAGES.map((l) => ({ label: l, value: l })),
            },
            { name: 'title', type: 'text', required: true, admin: { description: 'Short name, e.g. DE' } },
            {
              name: 'fullTitle',
              type: 'text',
              required: true,
              admin: { description: 'Full name, e.g. Deutsch' },
            },
          ],
        },
      ],
    },
    {
      name: 'defaultLocale',
      type: 'select',
      required: true,
      defaultValue: 'de-ch',
      options: ROUTE_LOCALES.map((l) => ({ label: l, value: l })),
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ countries: CountryRow[] }> }) => {
        const offered = (siblingData.countries ?? []).flatMap((c) =>
          (c.languages ?? []).map((l) => routeLocaleFor(l.language ?? '', c.country ?? '')),
        )
        return offered.length === 0 || offered.includes(String(value))
          ? true
          : 'The default locale must be one of the configured country languages'
      },
    },
    {
      name: 'features',
      type: 'group',
      fields: [
        { name: 'disableLogin', type: 'checkbox', defaultValue: false },
        { name: 'enableDidYouMeanSuggestion', type: 'checkbox', defaultValue: true },
        { name: 'disableSearchField', type: 'checkbox', defaultValue: false },
        { name: 'disableProductSearch', type: 'checkbox', defaultValue: false },
        { name: 'hideMenuWhenLoggedOut', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'urls',
      type: 'group',
      admin: { description: 'Link targets of the site, per language.' },
      fields: [
        urlField('homepageUrl', '/'),
        urlField('b2BCartUrl'),
        urlField('b2CCartUrl'),
        urlField('searchDetailLink'),
        urlField('oilFinderUrl'),
        urlField('forgotPasswordUrl'),
        urlField('registerUrl'),
        urlField('contactPageUrl'),
        urlField('dashboardUrl'),
        urlField('customerOverviewUrl'),
        urlField('orderHistoryUrl'),
        urlField('contractDetailUrl'),
        urlField('shoppingListUrl'),
      ],
    },
    {
      name: 'integrations',
      type: 'group',
      fields: [
        { name: 'mapsKey', type: 'text', admin: { description: 'Google Maps browser key' } },
        { name: 'recaptchaSiteKey', type: 'text' },
      ],
    },
    { name: 'infoRibbonText', type: 'textarea', localized: true },
    {
      name: 'footerColumns',
      type: 'array',
      maxRows: 6,
      admin: { description: 'Link columns of the footer.' },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        {
          name: 'links',
          type: 'array',
          fields: [
            { name: 'label', type: 'text', required: true, localized: true },
            {
              name: 'url',
              type: 'text',
              required: true,
              localized: true,
              validate: (value: unknown) =>
                typeof value === 'string' && /^(\/|https?:\/\/|mailto:|tel:)/.test(value)
                  ? true
                  : 'Must start with /, http(s)://, mailto: or tel:',
            },
            { name: 'newTab', type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: ['linkedin', 'youtube', 'instagram', 'facebook', 'x'].map((n) => ({ label: n, value: n })),
        },
        {
          name: 'url',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            typeof value === 'string' && /^https:\/\//.test(value) ? true : 'Must start with https://',
        },
      ],
    },
    { name: 'hideSocialLinks', type: 'checkbox', defaultValue: false },
    {
      name: 'oldBrowser',
      type: 'group',
      admin: { description: 'The page shown to browsers that cannot run the site.' },
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'text', type: 'textarea', localized: true },
      ],
    },
    {
      name: 'siteEnvironment',
      type: 'select',
      defaultValue: 'local',
      options: SITE_ENVIRONMENTS.map((e) => ({ label: e, value: e })),
    },
  ],
}
