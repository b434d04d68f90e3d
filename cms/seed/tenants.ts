import type { ContentLanguage } from '../../lib/i18n/locales'
import type { Tenant } from '../payload-types'
import { LOCAL, OTHER_LANGUAGES, type Localized, type SeedContext, type SeedStep } from './types'

type CountryCode = Tenant['countries'][number]['country']

const COUNTRY_NAMES: Record<CountryCode, Localized<string>> = {
  ch: { de: 'Schweiz', fr: 'Suisse', it: 'Svizzera', en: 'Switzerland' },
  de: { de: 'Deutschland', fr: 'Allemagne', it: 'Germania', en: 'Germany' },
  at: { de: 'Österreich', fr: 'Autriche', it: 'Austria', en: 'Austria' },
  int: { de: 'International', fr: 'International', it: 'International', en: 'International' },
}

const LANGUAGE_TITLES: Record<ContentLanguage, { title: string; fullTitle: string }> = {
  de: { title: 'DE', fullTitle: 'Deutsch' },
  fr: { title: 'FR', fullTitle: 'Français' },
  it: { title: 'IT', fullTitle: 'Italiano' },
  en: { title: 'EN', fullTitle: 'English' },
}

interface TenantSeed {
  name: string
  slug: string
  isDefault: boolean
  domains: string[]
  theme: Tenant['theme']
  countries: [CountryCode, ContentLanguage[]][]
  defaultLocale: Tenant['defaultLocale']
  infoRibbonText?: Localized<string>
  /** The oil finder page inside the locale (app/(site)/[locale]/oel-finder); tenants without one show no oil finder link. */
  oilFinderUrl?: string
}

export const TENANT_SEEDS: TenantSeed[] = [
  {
    name: 'Tribo',
    slug: 'tribo',
    isDefault: true,
    domains: ['localhost', 'www.tribo.ch'],
    theme: '01',
    countries: [
      ['ch', ['de', 'fr', 'it']],
      ['de', ['de']],
      ['at', ['de']],
      ['int', ['en']],
    ],
    defaultLocale: 'de-ch',
    oilFinderUrl: '/oel-finder',
    infoRibbonText: {
      de: 'Neu: Der Öl-Finder für Motorräder ist online.',
      fr: 'Nouveau : le sélecteur d’huile pour motos est en ligne.',
      it: 'Novità: il cercatore d’olio per moto è online.',
      en: 'New: the oil finder for motorcycles is online.',
    },
  },
  {
    name: 'Tribo Moto',
    slug: 'moto',
    isDefault: false,
    domains: ['moto.tribo.ch'],
    theme: '02',
    countries: [
      ['ch', ['de', 'fr', 'it']],
      ['int', ['en']],
    ],
    defaultLocale: 'de-ch',
  },
  {
    name: 'Tribo Industrie',
    slug: 'industrie',
    isDefault: false,
    domains: ['industrie.tribo.ch'],
    theme: '03',
    countries: [['ch', ['de', 'fr', 'it']]],
    defaultLocale: 'de-ch',
  },
]

/** The localized fields of a tenant in one language; array rows keep their ids so other locales survive. */
function localizedData(seed: TenantSeed, language: ContentLanguage, rows: Tenant['countries']) {
  return {
    countries: rows.map((row) => ({ ...row, countryName: COUNTRY_NAMES[row.country][language] })),
    infoRibbonText: seed.infoRibbonText?.[language],
    urls: {
      homepageUrl: '/',
      searchDetailLink: '/search',
      forgotPasswordUrl: '/passwort-vergessen',
      oilFinderUrl: seed.oilFinderUrl,
      dashboardUrl: '/dashboard',
      customerOverviewUrl: '/customer-overview',
      b2BCartUrl: '/warenkorb',
      b2CCartUrl: '/shop/warenkorb',
    },
  }
}

async function ensureTenant(ctx: SeedContext, seed: TenantSeed): Promise<number> {
  const { payload } = ctx
  const found = await payload.find({
    collection: 'tenants',
    where: { slug: { equals: seed.slug } },
    limit: 1,
    depth: 0,
    ...LOCAL,
  })
  let doc = found.docs[0]
  let missing: readonly ContentLanguage[] = OTHER_LANGUAGES
  if (doc) {
    // Complete a run that stopped half-way: add languages whose country names are still empty.
    const all = (await payload.findByID({
      collection: 'tenants',
      id: doc.id,
      depth: 0,
      locale: 'all',
      ...LOCAL,
    })) as unknown as {
      countries?: { countryName?: Partial<Localized<string>> }[]
    }
    missing = OTHER_LANGUAGES.filter((language) =>
      (all.countries ?? []).some((row) => !row.countryName?.[language]),
    )
    ctx.record('tenants', missing.length ? 'updated' : 'existing')
  } else {
    doc = await payload.create({
      collection: 'tenants',
      locale: 'de',
      data: {
        name: seed.name,
        slug: seed.slug,
        isDefault: seed.isDefault,
        domains: seed.domains.map((domain) => ({ domain })),
        theme: seed.theme,
        countries: seed.countries.map(([country, languages]) => ({
          country,
          countryName: COUNTRY_NAMES[country].de,
          languages: languages.map((language) => ({ language, ...LANGUAGE_TITLES[language] })),
        })),
        defaultLocale: seed.defaultLocale,
        infoRibbonText: seed.infoRibbonText?.de,
        urls: {
          homepageUrl: '/',
          searchDetailLink: '/search',
          forgotPasswordUrl: '/passwort-vergessen',
          oilFinderUrl: seed.oilFinderUrl,
          dashboardUrl: '/dashboard',
          customerOverviewUrl: '/customer-overview',
          b2BCartUrl: '/warenkorb',
          b2CCartUrl: '/shop/warenkorb',
        },
      },
      ...LOCAL,
    })
    ctx.record('tenants', 'created')
  }
  for (const language of missing) {
    const current = await payload.findByID({
      collection: 'tenants',
      id: doc.id,
      depth: 0,
      locale: language,
      ...LOCAL,
    })
    await payload.update({
      collection: 'tenants',
      id: doc.id,
      locale: language,
      data: localizedData(seed, language, current.countries),
      ...LOCAL,
    })
  }
  return doc.id
}

export const tenantsStep: SeedStep = {
  name: 'tenants',
  async run(ctx) {
    for (const seed of TENANT_SEEDS) ctx.tenants.set(seed.slug, await ensureTenant(ctx, seed))
  },
}
