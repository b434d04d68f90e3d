import type { ContentLanguage } from '../../lib/i18n/locales'
import { L, LOCAL, OTHER_LANGUAGES, tenantId, type Localized, type SeedContext, type SeedStep } from './types'

const icon = (paths: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`

const ICONS = {
  drop: icon('<path d="M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11z"/>'),
  gear: icon(
    '<circle cx="12" cy="12" r="3"/><path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1"/>',
  ),
  tub: icon('<path d="M5 8h14l-1.5 11h-11z"/><path d="M4 8c0-2 3.6-3 8-3s8 1 8 3"/>'),
  factory: icon('<path d="M3 20V10l6 3V10l6 3V6l6 3v11z"/>'),
  spray: icon('<path d="M8 9h6v12H8z"/><path d="M10 9V5h2v4M15 5h3M15 8l3 1M15 2l3 1"/>'),
  chain: icon(
    '<rect x="3" y="9" width="9" height="6" rx="3"/><rect x="12" y="9" width="9" height="6" rx="3"/>',
  ),
}

export type LineSeed = {
  key: string
  title: Localized<string>
  slug: Localized<string>
  icon?: keyof typeof ICONS
  showOilFinderTeaser?: boolean
  addSeparator?: boolean
  children?: LineSeed[]
}

const TRIBO_LINES: LineSeed[] = [
  {
    key: 'motor',
    title: L('Motorenöle', 'Huiles moteur', 'Oli motore', 'Engine oils'),
    slug: L('motorenoele', 'huiles-moteur', 'oli-motore', 'engine-oils'),
    icon: 'drop',
    showOilFinderTeaser: true,
    children: [
      {
        key: 'motor-car',
        title: L('Personenwagen', 'Voitures', 'Automobili', 'Passenger cars'),
        slug: L('personenwagen', 'voitures', 'automobili', 'passenger-cars'),
        children: [
          {
            key: 'motor-car-synth',
            title: L(
              'Vollsynthetisch',
              'Entièrement synthétiques',
              'Completamente sintetici',
              'Fully synthetic',
            ),
            slug: L(
              'vollsynthetisch',
              'entierement-synthetiques',
              'completamente-sintetici',
              'fully-synthetic',
            ),
          },
          {
            key: 'motor-car-semi',
            title: L('Teilsynthetisch', 'Semi-synthétiques', 'Semisintetici', 'Semi-synthetic'),
            slug: L('teilsynthetisch', 'semi-synthetiques', 'semisintetici', 'semi-synthetic'),
          },
        ],
      },
      {
        key: 'motor-bike',
        title: L('Motorräder', 'Motos', 'Moto', 'Motorcycles'),
        slug: L('motorraeder', 'motos', 'moto', 'motorcycles'),
      },
      {
        key: 'motor-truck',
        title: L('Nutzfahrzeuge', 'Véhicules utilitaires', 'Veicoli commerciali', 'Commercial vehicles'),
        slug: L('nutzfahrzeuge', 'vehicules-utilitaires', 'veicoli-commerciali', 'commercial-vehicles'),
      },
    ],
  },
  {
    key: 'gear',
    title: L('Getriebeöle', 'Huiles de transmission', 'Oli per trasmissioni', 'Gear oils'),
    slug: L('getriebeoele', 'huiles-de-transmission', 'oli-per-trasmissioni', 'gear-oils'),
    icon: 'gear',
    children: [
      {
        key: 'gear-manual',
        title: L('Schaltgetriebe', 'Boîtes manuelles', 'Cambi manuali', 'Manual gearboxes'),
        slug: L('schaltgetriebe', 'boites-manuelles', 'cambi-manuali', 'manual-gearboxes'),
      },
      {
        key: 'gear-auto',
        title: L('Automatikgetriebe', 'Boîtes automatiques', 'Cambi automatici', 'Automatic transmissions'),
        slug: L('automatikgetriebe', 'boites-automatiques', 'cambi-automatici', 'automatic-transmissions'),
      },
    ],
  },
  {
    key: 'grease',
    title: L('Fette', 'Graisses', 'Grassi', 'Greases'),
    slug: L('fette', 'graisses', 'grassi', 'greases'),
    icon: 'tub',
    children: [
      {
        key: 'grease-multi',
        title: L('Mehrzweckfette', 'Graisses polyvalentes', 'Grassi multiuso', 'Multi-purpose greases'),
        slug: L('mehrzweckfette', 'graisses-polyvalentes', 'grassi-multiuso', 'multi-purpose-greases'),
      },
      {
        key: 'grease-special',
        title: L('Spezialfette', 'Graisses spéciales', 'Grassi speciali', 'Special greases'),
        slug: L('spezialfette', 'graisses-speciales', 'grassi-speciali', 'special-greases'),
      },
    ],
  },
  {
    key: 'industry',
    title: L(
      'Industrieschmierstoffe',
      'Lubrifiants industriels',
      'Lubrificanti industriali',
      'Industrial lubricants',
    ),
    slug: L(
      'industrieschmierstoffe',
      'lubrifiants-industriels',
      'lubrificanti-industriali',
      'industrial-lubricants',
    ),
    icon: 'factory',
    addSeparator: true,
    children: [
      {
        key: 'industry-hydraulic',
        title: L('Hydrauliköle', 'Huiles hydrauliques', 'Oli idraulici', 'Hydraulic oils'),
        slug: L('hydraulikoele', 'huiles-hydrauliques', 'oli-idraulici', 'hydraulic-oils'),
      },
      {
        key: 'industry-compressor',
        title: L('Kompressorenöle', 'Huiles pour compresseurs', 'Oli per compressori', 'Compressor oils'),
        slug: L('kompressorenoele', 'huiles-pour-compresseurs', 'oli-per-compressori', 'compressor-oils'),
      },
    ],
  },
  {
    key: 'care',
    title: L('Pflegeprodukte', 'Produits d’entretien', 'Prodotti per la cura', 'Care products'),
    slug: L('pflegeprodukte', 'produits-d-entretien', 'prodotti-per-la-cura', 'care-products'),
    icon: 'spray',
  },
]

const MOTO_LINES: LineSeed[] = [
  {
    key: 'moto-oil',
    title: L('Motorradöle', 'Huiles moto', 'Oli moto', 'Motorcycle oils'),
    slug: L('motorradoele', 'huiles-moto', 'oli-moto', 'motorcycle-oils'),
    icon: 'drop',
    showOilFinderTeaser: true,
    children: [
      {
        key: 'moto-4t',
        title: L('4-Takt', '4 temps', '4 tempi', '4-stroke'),
        slug: L('4-takt', '4-temps', '4-tempi', '4-stroke'),
      },
      {
        key: 'moto-2t',
        title: L('2-Takt', '2 temps', '2 tempi', '2-stroke'),
        slug: L('2-takt', '2-temps', '2-tempi', '2-stroke'),
      },
    ],
  },
  {
    key: 'moto-chain',
    title: L('Kettenpflege', 'Entretien de la chaîne', 'Cura della catena', 'Chain care'),
    slug: L('kettenpflege', 'entretien-chaine', 'cura-catena', 'chain-care'),
    icon: 'chain',
  },
  {
    key: 'moto-fork',
    title: L('Gabelöle', 'Huiles de fourche', 'Oli forcella', 'Fork oils'),
    slug: L('gabeloele', 'huiles-de-fourche', 'oli-forcella', 'fork-oils'),
    icon: 'gear',
  },
]

const INDUSTRIE_LINES: LineSeed[] = [
  {
    key: 'ind-hydraulic',
    title: L('Hydrauliköle', 'Huiles hydrauliques', 'Oli idraulici', 'Hydraulic oils'),
    slug: L('hydraulikoele', 'huiles-hydrauliques', 'oli-idraulici', 'hydraulic-oils'),
    icon: 'factory',
  },
  {
    key: 'ind-gear',
    title: L(
      'Industriegetriebeöle',
      'Huiles pour engrenages industriels',
      'Oli per ingranaggi industriali',
      'Industrial gear oils',
    ),
    slug: L(
      'industriegetriebeoele',
      'huiles-engrenages-industriels',
      'oli-ingranaggi-industriali',
      'industrial-gear-oils',
    ),
    icon: 'gear',
  },
  {
    key: 'ind-food',
    title: L(
      'Lebensmitteltauglich (H1)',
      'Qualité alimentaire (H1)',
      'Per uso alimentare (H1)',
      'Food grade (H1)',
    ),
    slug: L('lebensmitteltauglich', 'qualite-alimentaire', 'uso-alimentare', 'food-grade'),
    icon: 'tub',
  },
]

export const PRODUCT_LINE_SEEDS: Record<string, LineSeed[]> = {
  tribo: TRIBO_LINES,
  moto: MOTO_LINES,
  industrie: INDUSTRIE_LINES,
}

/** A line of a tenant's tree by its seed key, with the key of its top-level line and the keys from the top down to it. */
export function findLine(
  lines: LineSeed[],
  key: string,
  trail: string[] = [],
): { line: LineSeed; topKey: string; trail: string[] } | null {
  for (const line of lines) {
    const path = [...trail, line.key]
    if (line.key === key) return { line, topKey: path[0]!, trail: path }
    const found = line.children ? findLine(line.children, key, path) : null
    if (found) return found
  }
  return null
}

/** The contact page of the main tenant, per language. */
const CONTACT: Localized<string> = L(
  '/service/kontakt',
  '/service/contact',
  '/servizio/contatto',
  '/service/contact',
)

const FOOTER = (tenant: string) =>
  [
    {
      title: L('Unternehmen', 'Entreprise', 'Azienda', 'Company'),
      links: [
        {
          label: L('Geschichte', 'Histoire', 'Storia', 'History'),
          url: L('/unternehmen/geschichte', '/entreprise/histoire', '/azienda/storia', '/company/history'),
        },
        {
          label: L('Nachhaltigkeit', 'Durabilité', 'Sostenibilità', 'Sustainability'),
          url: L(
            '/unternehmen/nachhaltigkeit',
            '/entreprise/durabilite',
            '/azienda/sostenibilita',
            '/company/sustainability',
          ),
        },
        {
          label: L('Standorte', 'Sites', 'Sedi', 'Locations'),
          url: L('/unternehmen/standorte', '/entreprise/sites', '/azienda/sedi', '/company/locations'),
        },
        {
          label: L('Offene Stellen', 'Postes vacants', 'Posti vacanti', 'Jobs'),
          url: L('/jobs', '/jobs', '/jobs', '/jobs'),
        },
      ],
    },
    {
      title: L('Service', 'Service', 'Servizio', 'Service'),
      links: [
        { label: L('Kontakt', 'Contact', 'Contatto', 'Contact'), url: CONTACT },
        {
          label: L(
            'Schmierstoff-Beratung',
            'Conseil en lubrifiants',
            'Consulenza lubrificanti',
            'Lubricant advice',
          ),
          url: L(
            '/service/schmierstoff-beratung',
            '/service/conseil-en-lubrifiants',
            '/servizio/consulenza-lubrificanti',
            '/service/lubricant-advice',
          ),
        },
        {
          label: L('Händlersuche', 'Trouver un revendeur', 'Trova rivenditore', 'Dealer finder'),
          url: L('/dealers', '/dealers', '/dealers', '/dealers'),
        },
        {
          label: L(
            'Vertriebspartner',
            'Partenaires de distribution',
            'Partner di distribuzione',
            'Distribution partners',
          ),
          url: L(
            '/distribution-partners',
            '/distribution-partners',
            '/distribution-partners',
            '/distribution-partners',
          ),
        },
      ],
    },
    {
      title: L('Rechtliches', 'Informations légales', 'Note legali', 'Legal'),
      links: [
        {
          label: L('Impressum', 'Mentions légales', 'Note legali', 'Imprint'),
          url: L('/impressum', '/mentions-legales', '/note-legali', '/imprint'),
        },
        {
          label: L('Datenschutz', 'Protection des données', 'Protezione dei dati', 'Privacy'),
          url: L('/datenschutz', '/protection-des-donnees', '/protezione-dei-dati', '/privacy'),
        },
      ],
    },
  ].filter(() => tenant === 'tribo')

const OLD_BROWSER = {
  title: L(
    'Ihr Browser wird nicht unterstützt',
    'Votre navigateur n’est pas pris en charge',
    'Il suo browser non è supportato',
    'Your browser is not supported',
  ),
  text: L(
    'Bitte öffnen Sie diese Seite mit einer aktuellen Version von Chrome, Edge, Firefox oder Safari. So können Sie alle Funktionen sicher nutzen.',
    'Veuillez ouvrir cette page avec une version actuelle de Chrome, Edge, Firefox ou Safari afin d’utiliser toutes les fonctions en toute sécurité.',
    'Apra questa pagina con una versione aggiornata di Chrome, Edge, Firefox o Safari per usare tutte le funzioni in sicurezza.',
    'Please open this page in a current version of Chrome, Edge, Firefox or Safari to use every feature safely.',
  ),
}

const SOCIAL = [
  { network: 'linkedin' as const, url: 'https://www.linkedin.com/company/tribo' },
  { network: 'youtube' as const, url: 'https://www.youtube.com/@tribo' },
  { network: 'instagram' as const, url: 'https://www.instagram.com/tribo' },
]

async function ensureLines(ctx: SeedContext, tenant: number, seeds: LineSeed[], parent: number | null) {
  const { payload } = ctx
  for (const [order, seed] of seeds.entries()) {
    const found = await payload.find({
      collection: 'product-lines',
      where: {
        and: [
          { tenant: { equals: tenant } },
          { slug: { equals: seed.slug.de } },
          parent ? { parent: { equals: parent } } : { parent: { exists: false } },
        ],
      },
      locale: 'de',
      limit: 1,
      depth: 0,
      ...LOCAL,
    })
    let id = found.docs[0]?.id
    if (id == null) {
      const created = await payload.create({
        collection: 'product-lines',
        locale: 'de',
        data: {
          tenant,
          title: seed.title.de,
          slug: seed.slug.de,
          parent,
          order,
          icon: seed.icon ? ICONS[seed.icon] : undefined,
          showOilFinderTeaser: !!seed.showOilFinderTeaser,
          addSeparator: !!seed.addSeparator,
        },
        ...LOCAL,
      })
      id = created.id
      for (const language of OTHER_LANGUAGES) {
        await payload.update({
          collection: 'product-lines',
          id,
          locale: language,
          data: { title: seed.title[language], slug: seed.slug[language] },
          ...LOCAL,
        })
      }
      ctx.record('product-lines', 'created')
    } else ctx.record('product-lines', 'existing')
    if (seed.children) await ensureLines(ctx, tenant, seed.children, id as number)
  }
}

async function ensureShell(ctx: SeedContext, slug: string) {
  const { payload } = ctx
  const id = tenantId(ctx, slug)
  const current = await payload.findByID({ collection: 'tenants', id, depth: 0, locale: 'de', ...LOCAL })
  if (current.oldBrowser?.title) return
  const footer = FOOTER(slug)
  // German first: array rows get their ids, which the other languages then reuse.
  const written = await payload.update({
    collection: 'tenants',
    id,
    locale: 'de',
    data: {
      footerColumns: footer.map((c) => ({
        title: c.title.de,
        links: c.links.map((l) => ({ label: l.label.de, url: l.url.de })),
      })),
      socialLinks: slug === 'industrie' ? [] : SOCIAL,
      oldBrowser: { title: OLD_BROWSER.title.de, text: OLD_BROWSER.text.de },
      urls: { ...current.urls, contactPageUrl: slug === 'tribo' ? CONTACT.de : undefined },
    },
    ...LOCAL,
  })
  for (const language of OTHER_LANGUAGES as readonly ContentLanguage[]) {
    const localized = await payload.findByID({
      collection: 'tenants',
      id,
      depth: 0,
      locale: language,
      ...LOCAL,
    })
    await payload.update({
      collection: 'tenants',
      id,
      locale: language,
      data: {
        footerColumns: (written.footerColumns ?? []).map((column, c) => ({
          id: column.id,
          title: footer[c].title[language],
          links: (column.links ?? []).map((link, l) => ({
            id: link.id,
            label: footer[c].links[l].label[language],
            url: footer[c].links[l].url[language],
          })),
        })),
        oldBrowser: { title: OLD_BROWSER.title[language], text: OLD_BROWSER.text[language] },
        urls: { ...localized.urls, contactPageUrl: slug === 'tribo' ? CONTACT[language] : undefined },
      },
      ...LOCAL,
    })
  }
  ctx.record('tenants', 'updated')
}

/** Navigation and shell data: product lines, footer columns, social links, the old-browser page texts, contact link. */
export const siteShellStep: SeedStep = {
  name: 'site shell',
  async run(ctx) {
    for (const [slug, lines] of Object.entries(PRODUCT_LINE_SEEDS)) {
      await ensureLines(ctx, tenantId(ctx, slug), lines, null)
      await ensureShell(ctx, slug)
    }
  },
}
