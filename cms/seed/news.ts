import { mediaId } from './media'
import { archiveArticles, type ArchiveArticle } from './news-archive'
import { eachLimited, writeConcurrency } from './parallel'
import { h3, p, richText } from './rich-text'
import { L, LOCAL, OTHER_LANGUAGES, type Localized, type SeedContext, type SeedStep } from './types'

const TOPICS: Record<string, Localized<string>> = {
  engine: L('Motorenöl', 'Huile moteur', 'Olio motore', 'Engine oil'),
  industry: L('Industrie', 'Industrie', 'Industria', 'Industry'),
  sustainability: L('Nachhaltigkeit', 'Durabilité', 'Sostenibilità', 'Sustainability'),
  motorsport: L('Motorsport', 'Sport automobile', 'Motorsport', 'Motorsport'),
  company: L('Unternehmen', 'Entreprise', 'Azienda', 'Company'),
}

const CATEGORIES: Record<string, Localized<string>> = {
  products: L('Produkte', 'Produits', 'Prodotti', 'Products'),
  company: L('Unternehmen', 'Entreprise', 'Azienda', 'Company'),
  events: L('Veranstaltungen', 'Événements', 'Eventi', 'Events'),
  technology: L('Technik', 'Technique', 'Tecnica', 'Technology'),
}

/** Tribo's news archive: the hand-written articles plus generated ones, 150 in all. */
const TRIBO_ARCHIVE = 145

/** The three shops: car and general (tribo), motorcycles (moto), industry (industrie). */
export type NewsTenant = 'tribo' | 'moto' | 'industrie'

/**
 * A hand-written article: like the generated archive ones, optionally an
 * evergreen fallback, and the shops whose readers it is for (an industrial
 * shop does not lead with a car-oil approval, nor a motorcycle shop with
 * construction machinery).
 */
export type ArticleSeed = ArchiveArticle & { isFallback?: boolean; tenants: readonly NewsTenant[] }

export const ARTICLES: ArticleSeed[] = [
  {
    slug: L(
      'neue-freigabe-vw-508',
      'nouvelle-homologation-vw-508',
      'nuova-omologazione-vw-508',
      'new-vw-508-approval',
    ),
    title: L(
      'Tribo Synth 0W-20 erhält die VW-Freigabe 508 00',
      'Tribo Synth 0W-20 obtient l’homologation VW 508 00',
      'Tribo Synth 0W-20 ottiene l’omologazione VW 508 00',
      'Tribo Synth 0W-20 receives VW approval 508 00',
    ),
    subtitle: L(
      'Das Leichtlauföl ist jetzt für die neuesten Benzinmotoren des Konzerns freigegeben.',
      'L’huile basse friction est désormais homologuée pour les moteurs essence les plus récents du groupe.',
      'L’olio a bassa viscosità è ora omologato per i più recenti motori a benzina del gruppo.',
      'The low-friction oil is now approved for the group’s latest petrol engines.',
    ),
    body: L(
      'Nach 1200 Stunden Prüfstandlauf und zwei Wintern Flottentest hat Volkswagen unser Tribo Synth 0W-20 freigegeben. Werkstätten können es ab sofort in allen Gebinden bestellen.',
      'Après 1200 heures au banc d’essai et deux hivers de test en flotte, Volkswagen a homologué notre Tribo Synth 0W-20. Les garages peuvent le commander dès maintenant dans tous les conditionnements.',
      'Dopo 1200 ore al banco prova e due inverni di test in flotta, Volkswagen ha omologato il nostro Tribo Synth 0W-20. Le officine possono ordinarlo subito in tutte le confezioni.',
      'After 1,200 hours on the test bench and two winters of fleet testing, Volkswagen has approved our Tribo Synth 0W-20. Workshops can order it now in every pack size.',
    ),
    date: '2026-11-02',
    image: 'news-road',
    topics: ['engine', 'company', 'motorsport'],
    tenants: ['tribo'],
    category: 'products',
    publicationType: 'press-release',
  },
  {
    slug: L(
      'solaranlage-werk-winterthur',
      'installation-solaire-winterthour',
      'impianto-solare-winterthur',
      'solar-plant-winterthur',
    ),
    title: L(
      'Unser Werk produziert jetzt mit Sonnenstrom',
      'Notre usine produit désormais à l’énergie solaire',
      'Il nostro stabilimento produce ora con energia solare',
      'Our plant now runs on solar power',
    ),
    subtitle: L(
      '4200 Quadratmeter Solarmodule decken einen Drittel des Strombedarfs.',
      '4200 mètres carrés de panneaux couvrent un tiers des besoins en électricité.',
      '4200 metri quadrati di moduli coprono un terzo del fabbisogno elettrico.',
      '4,200 square metres of panels cover a third of our electricity needs.',
    ),
    body: L(
      'Auf den Dächern der Mischhalle und des Lagers in Winterthur erzeugen neue Solarmodule jährlich rund 800 Megawattstunden Strom.',
      'Sur les toits de la halle de mélange et de l’entrepôt de Winterthour, de nouveaux panneaux produisent environ 800 mégawattheures par an.',
      'Sui tetti del capannone di miscelazione e del magazzino di Winterthur, nuovi moduli producono circa 800 megawattora all’anno.',
      'On the roofs of the blending hall and warehouse in Winterthur, new panels produce about 800 megawatt hours a year.',
    ),
    date: '2026-10-14',
    image: 'news-plant',
    topics: ['sustainability', 'company'],
    tenants: ['tribo', 'moto', 'industrie'],
    category: 'company',
    publicationType: 'press-release',
  },
  {
    slug: L(
      'hydraulikoel-biologisch-abbaubar',
      'huile-hydraulique-biodegradable',
      'olio-idraulico-biodegradabile',
      'biodegradable-hydraulic-oil',
    ),
    title: L(
      'Biologisch abbaubares Hydrauliköl für Baumaschinen',
      'Huile hydraulique biodégradable pour engins de chantier',
      'Olio idraulico biodegradabile per macchine edili',
      'Biodegradable hydraulic oil for construction machinery',
    ),
    subtitle: L(
      'Tribo Hydro Bio 46 erfüllt die Norm ISO 15380 HEES.',
      'Tribo Hydro Bio 46 répond à la norme ISO 15380 HEES.',
      'Tribo Hydro Bio 46 soddisfa la norma ISO 15380 HEES.',
      'Tribo Hydro Bio 46 meets ISO 15380 HEES.',
    ),
    body: L(
      'Für Arbeiten in Grundwasserschutzzonen empfehlen wir das neue Tribo Hydro Bio 46 auf Esterbasis.',
      'Pour les travaux en zones de protection des eaux, nous recommandons la nouvelle Tribo Hydro Bio 46 à base d’esters.',
      'Per lavori in zone di protezione delle acque consigliamo il nuovo Tribo Hydro Bio 46 a base di esteri.',
      'For work in groundwater protection zones we recommend the new ester-based Tribo Hydro Bio 46.',
    ),
    date: '2026-09-22',
    image: 'news-gears',
    topics: ['industry', 'sustainability'],
    tenants: ['tribo', 'industrie'],
    category: 'products',
    publicationType: 'news',
  },
  {
    slug: L(
      'motorrad-saisonstart',
      'debut-de-saison-moto',
      'inizio-stagione-moto',
      'motorcycle-season-start',
    ),
    title: L(
      'Fit in die Motorradsaison',
      'Prêt pour la saison moto',
      'Pronti per la stagione moto',
      'Ready for the motorcycle season',
    ),
    subtitle: L(
      'Ölwechsel, Kette, Bremsflüssigkeit: unsere Checkliste für den Frühling.',
      'Vidange, chaîne, liquide de frein : notre check-list du printemps.',
      'Cambio olio, catena, liquido freni: la nostra checklist di primavera.',
      'Oil change, chain, brake fluid: our spring checklist.',
    ),
    body: L(
      'Wer sein Motorrad überwintert hat, sollte vor der ersten Ausfahrt Öl, Kette und Bremsflüssigkeit prüfen.',
      'Avant la première sortie, contrôlez l’huile, la chaîne et le liquide de frein.',
      'Prima della prima uscita controllate olio, catena e liquido freni.',
      'Before the first ride, check the oil, the chain and the brake fluid.',
    ),
    date: '2026-03-20',
    image: 'news-moto',
    topics: ['motorsport', 'engine'],
    tenants: ['tribo', 'moto'],
    category: 'events',
    publicationType: 'news',
  },
  {
    slug: L(
      'oelanalyse-labor',
      'analyse-huile-laboratoire',
      'analisi-olio-laboratorio',
      'oil-analysis-laboratory',
    ),
    title: L(
      'Ölanalyse: was Ihr Öl über die Maschine verrät',
      'Analyse d’huile : ce que l’huile révèle de la machine',
      'Analisi dell’olio: cosa rivela sulla macchina',
      'Oil analysis: what your oil tells about the machine',
    ),
    subtitle: L(
      'Verschleissmetalle, Wasser und Viskosität zeigen früh, wann eine Revision nötig ist.',
      'Métaux d’usure, eau et viscosité indiquent tôt quand une révision s’impose.',
      'Metalli d’usura, acqua e viscosità indicano presto quando serve una revisione.',
      'Wear metals, water and viscosity show early when an overhaul is due.',
    ),
    body: L(
      'Mit einem Probenset aus unserem Labor erhalten Sie innert fünf Arbeitstagen einen Bericht mit Empfehlung.',
      'Avec un kit de prélèvement de notre laboratoire, vous recevez un rapport avec recommandation en cinq jours ouvrables.',
      'Con un kit di prelievo del nostro laboratorio ricevete un rapporto con raccomandazione entro cinque giorni lavorativi.',
      'With a sample kit from our laboratory you receive a report with a recommendation within five working days.',
    ),
    date: '2025-06-05',
    image: 'news-lab',
    topics: ['industry'],
    tenants: ['tribo', 'moto', 'industrie'],
    category: 'technology',
    publicationType: 'technical-article',
    isFallback: true,
  },
]

async function ensureTaxonomy(
  ctx: SeedContext,
  collection: 'news-topics' | 'news-categories',
  tenant: number,
  entries: Record<string, Localized<string>>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  const { docs } = await ctx.payload.find({
    collection,
    where: { tenant: { equals: tenant } },
    locale: 'de',
    limit: 100,
    depth: 0,
    ...LOCAL,
  })
  for (const [key, title] of Object.entries(entries)) {
    const found = docs.find((doc) => doc.title === title.de)
    if (found) {
      ids.set(key, found.id)
      ctx.record(collection, 'existing')
      continue
    }
    const doc = await ctx.payload.create({
      collection,
      locale: 'de',
      data: { tenant, title: title.de },
      ...LOCAL,
    })
    for (const language of OTHER_LANGUAGES)
      await ctx.payload.update({
        collection,
        id: doc.id,
        locale: language,
        data: { title: title[language] },
        ...LOCAL,
      })
    ids.set(key, doc.id)
    ctx.record(collection, 'created')
  }
  return ids
}

/** Topics, categories and news per tenant in every language: five hand-written articles (one evergreen fallback), and for Tribo an archive of 150 over three years. */
export const newsStep: SeedStep = {
  name: 'news',
  async run(ctx) {
    for (const [tenantSlug, tenant] of ctx.tenants) {
      const topics = await ensureTaxonomy(ctx, 'news-topics', tenant, TOPICS)
      const categories = await ensureTaxonomy(ctx, 'news-categories', tenant, CATEGORIES)
      const lines = await ctx.payload.find({
        collection: 'product-lines',
        where: { tenant: { equals: tenant } },
        sort: 'order',
        limit: 1,
        depth: 0,
        ...LOCAL,
      })
      const engineLine = lines.docs[0]?.id
      const existing = new Set(
        (
          await ctx.payload.find({
            collection: 'news',
            where: { tenant: { equals: tenant } },
            locale: 'de',
            pagination: false,
            depth: 0,
            select: { slug: true },
            ...LOCAL,
          })
        ).docs.map((doc) => doc.slug),
      )
      const articles: (ArchiveArticle & { isFallback?: boolean })[] = [
        ...ARTICLES.filter((article) => article.tenants.includes(tenantSlug as NewsTenant)),
        ...(tenantSlug === 'tribo' ? archiveArticles(TRIBO_ARCHIVE) : []),
      ]
      await eachLimited(articles, writeConcurrency(ctx.payload), async (article) => {
        if (existing.has(article.slug.de)) {
          ctx.record('news', 'existing')
          return
        }
        const text = (language: keyof Localized<string>) =>
          richText([h3(article.subtitle[language]), p(article.body[language])])
        const doc = await ctx.payload.create({
          collection: 'news',
          locale: 'de',
          data: {
            tenant,
            title: article.title.de,
            slug: article.slug.de,
            subtitle: article.subtitle.de,
            text: text('de'),
            date: article.date.includes('T')
              ? article.date
              : new Date(`${article.date}T08:00:00Z`).toISOString(),
            image: mediaId(ctx, tenantSlug, article.image),
            topics: article.topics.map((key) => topics.get(key)!),
            categories: [categories.get(article.category)!],
            publicationType: article.publicationType,
            productLines: engineLine && article.topics.includes('engine') ? [engineLine] : [],
            isFallback: !!article.isFallback,
          },
          depth: 0,
          select: { slug: true },
          ...LOCAL,
        })
        for (const language of OTHER_LANGUAGES) {
          await ctx.payload.update({
            collection: 'news',
            id: doc.id,
            locale: language,
            data: {
              title: article.title[language],
              slug: article.slug[language],
              subtitle: article.subtitle[language],
              text: text(language),
            },
            depth: 0,
            select: { slug: true },
            ...LOCAL,
          })
        }
        ctx.record('news', 'created')
      })
    }
  },
}
