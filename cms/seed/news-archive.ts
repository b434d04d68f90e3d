import type { PublicationType } from '../../features/news/model'
import { createRng } from './random'
import { L, type Localized } from './types'

/** A generated archive article: texts in every language, facets, date. */
export type ArchiveArticle = {
  slug: Localized<string>
  title: Localized<string>
  subtitle: Localized<string>
  body: Localized<string>
  date: string
  image: string
  topics: string[]
  category: string
  publicationType: PublicationType
}

const PRODUCTS = [
  'Tribo Synth 5W-30',
  'Tribo Synth 0W-20',
  'Tribo Moto 4T 10W-40',
  'Tribo Gear 75W-90',
  'Tribo Hydro Bio 46',
  'Tribo Grease EP 2',
  'Tribo Compressor 68',
  'Tribo Cut Fluid 500',
]
const PLACES = [
  'Winterthur',
  'Bern',
  'Basel',
  'Lugano',
  'Genève',
  'St. Gallen',
  'Luzern',
  'Chur',
  'Sion',
  'Zürich',
]

type Template = {
  category: string
  topics: string[]
  type: PublicationType
  image: string
  title: (x: string) => Localized<string>
  subtitle: (x: string) => Localized<string>
  body: (x: string) => Localized<string>
  subjects: readonly string[]
}

const TEMPLATES: Template[] = [
  {
    category: 'products',
    topics: ['engine'],
    type: 'news',
    image: 'news-road',
    subjects: PRODUCTS,
    title: (x) =>
      L(
        `${x}: neue Herstellerfreigabe`,
        `${x} : nouvelle homologation`,
        `${x}: nuova omologazione`,
        `${x}: new OEM approval`,
      ),
    subtitle: (x) =>
      L(
        `Ab sofort ist ${x} für weitere Motoren freigegeben.`,
        `${x} est désormais homologuée pour d’autres moteurs.`,
        `${x} è ora omologato per altri motori.`,
        `${x} is now approved for more engines.`,
      ),
    body: (x) =>
      L(
        `Nach umfangreichen Prüfstandläufen erfüllt ${x} die Anforderungen eines weiteren Fahrzeugherstellers. Die Freigabe gilt für alle Gebinde.`,
        `Après des essais au banc, ${x} répond aux exigences d’un autre constructeur. L’homologation vaut pour tous les conditionnements.`,
        `Dopo prove al banco, ${x} soddisfa i requisiti di un altro costruttore. L’omologazione vale per tutte le confezioni.`,
        `After extensive bench tests, ${x} meets the requirements of another manufacturer. The approval covers every pack size.`,
      ),
  },
  {
    category: 'events',
    topics: ['company'],
    type: 'event-report',
    image: 'teaser-truck',
    subjects: PLACES,
    title: (x) =>
      L(
        `Tribo-Werkstatttag in ${x}`,
        `Journée des garages Tribo à ${x}`,
        `Giornata officine Tribo a ${x}`,
        `Tribo workshop day in ${x}`,
      ),
    subtitle: (x) =>
      L(
        `Über 80 Fachleute trafen sich in ${x} zum Austausch.`,
        `Plus de 80 spécialistes se sont retrouvés à ${x}.`,
        `Oltre 80 specialisti si sono incontrati a ${x}.`,
        `More than 80 professionals met in ${x}.`,
      ),
    body: (x) =>
      L(
        `Vorträge zu Leichtlaufölen, Altölentsorgung und Ölanalyse standen in ${x} auf dem Programm.`,
        `Conférences sur les huiles basse friction, l’élimination de l’huile usagée et l’analyse d’huile à ${x}.`,
        `Relazioni su oli a bassa viscosità, smaltimento dell’olio usato e analisi dell’olio a ${x}.`,
        `Talks on low-friction oils, used-oil disposal and oil analysis in ${x}.`,
      ),
  },
  {
    category: 'technology',
    topics: ['industry'],
    type: 'technical-article',
    image: 'news-gears',
    subjects: [
      'Hydraulikanlagen',
      'Getriebe',
      'Kompressoren',
      'Wälzlager',
      'Kettenantriebe',
      'Werkzeugmaschinen',
    ],
    title: (x) =>
      L(
        `Fachartikel: richtig schmieren – ${x}`,
        `Article technique : bien lubrifier – ${x}`,
        `Articolo tecnico: lubrificare bene – ${x}`,
        `Technical article: lubricating right – ${x}`,
      ),
    subtitle: (x) =>
      L(
        `Worauf es bei ${x} ankommt.`,
        `Ce qui compte pour : ${x}.`,
        `Cosa conta per: ${x}.`,
        `What matters for: ${x}.`,
      ),
    body: (x) =>
      L(
        `Viskosität, Intervall und Sauberkeit entscheiden über die Lebensdauer von ${x}.`,
        `Viscosité, intervalle et propreté décident de la durée de vie (${x}).`,
        `Viscosità, intervallo e pulizia decidono la durata (${x}).`,
        `Viscosity, interval and cleanliness decide the service life of ${x}.`,
      ),
  },
  {
    category: 'company',
    topics: ['sustainability', 'company'],
    type: 'press-release',
    image: 'news-plant',
    subjects: ['Solarstrom', 'Mehrwegfässer', 'Altölrecycling', 'Elektro-Lieferwagen', 'Abwärmenutzung'],
    title: (x) =>
      L(
        `Medienmitteilung: ${x} im Werk Winterthur`,
        `Communiqué : ${x} à l’usine de Winterthour`,
        `Comunicato: ${x} nello stabilimento di Winterthur`,
        `Press release: ${x} at the Winterthur plant`,
      ),
    subtitle: () =>
      L(
        `Ein weiterer Schritt zu einer klimafreundlichen Produktion.`,
        `Un pas de plus vers une production respectueuse du climat.`,
        `Un altro passo verso una produzione rispettosa del clima.`,
        `Another step towards climate-friendly production.`,
      ),
    body: (x) =>
      L(
        `Mit dem Projekt «${x}» senkt Tribo den CO₂-Ausstoss des Werks weiter.`,
        `Avec le projet « ${x} », Tribo réduit encore les émissions de CO₂ de l’usine.`,
        `Con il progetto «${x}» Tribo riduce ancora le emissioni di CO₂ dello stabilimento.`,
        `With the “${x}” project Tribo cuts the plant’s CO₂ emissions further.`,
      ),
  },
  {
    category: 'events',
    topics: ['motorsport'],
    type: 'news',
    image: 'news-moto',
    subjects: ['Frauenfeld', 'Mettet', 'Payerne', 'Cremona', 'Lignières', 'Oschersleben'],
    title: (x) =>
      L(
        `Team Tribo Moto: Rennbericht aus ${x}`,
        `Team Tribo Moto : compte rendu de ${x}`,
        `Team Tribo Moto: resoconto da ${x}`,
        `Team Tribo Moto: race report from ${x}`,
      ),
    subtitle: (x) =>
      L(`Zwei Podestplätze in ${x}.`, `Deux podiums à ${x}.`, `Due podi a ${x}.`, `Two podiums in ${x}.`),
    body: (x) =>
      L(
        `Bei wechselhaftem Wetter zeigte das Team in ${x} eine starke Leistung.`,
        `Par temps changeant, l’équipe a réalisé une belle performance à ${x}.`,
        `Con tempo variabile la squadra ha offerto una bella prestazione a ${x}.`,
        `In changeable weather the team put in a strong performance in ${x}.`,
      ),
  },
]

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)

/** `count` archive articles spread over the three years before `until`, newest first, deterministic. */
export function archiveArticles(count: number, until = new Date('2026-10-31T08:00:00Z')): ArchiveArticle[] {
  const rng = createRng('news-archive')
  const span = 3 * 365 * 24 * 3600 * 1000
  return Array.from({ length: count }, (_, index) => {
    const template = TEMPLATES[index % TEMPLATES.length]!
    const subject = rng.pick(template.subjects)
    const date = new Date(until.getTime() - Math.floor((index / count) * span) - rng.int(0, 5) * 86_400_000)
    const title = template.title(subject)
    const suffix = `-${index + 1}`
    return {
      slug: L(
        slugify(title.de) + suffix,
        slugify(title.fr) + suffix,
        slugify(title.it) + suffix,
        slugify(title.en) + suffix,
      ),
      title,
      subtitle: template.subtitle(subject),
      body: template.body(subject),
      date: date.toISOString(),
      image: template.image,
      topics: template.topics,
      category: template.category,
      publicationType: template.type,
    }
  })
}
