import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../lib/i18n/locales'
import { createRng, hashSeed } from '../random'
import { h2, h3, p, ul } from '../rich-text'
import type { Localized, PageSeed } from '../types'

/**
 * Generated "Wissen" pages for `--scale N` (benchmarks need a bigger tree).
 * Page i of a tenant is always the same text (its own PRNG seed), in all four
 * languages: the PRNG picks indices into aligned phrase lists, so each
 * language gets a real translation of the same page.
 */
type Term = { title: Localized<string>; text: Localized<string> }
const term = (title: [string, string, string, string], text: [string, string, string, string]): Term => ({
  title: { de: title[0], fr: title[1], it: title[2], en: title[3] },
  text: { de: text[0], fr: text[1], it: text[2], en: text[3] },
})

const LUBRICANTS: Term[] = [
  term(
    ['Motorenöl', 'Huile moteur', 'Olio motore', 'Engine oil'],
    ['das Motorenöl', 'l’huile moteur', 'l’olio motore', 'engine oil'],
  ),
  term(
    ['Hydrauliköl', 'Huile hydraulique', 'Olio idraulico', 'Hydraulic oil'],
    ['das Hydrauliköl', 'l’huile hydraulique', 'l’olio idraulico', 'hydraulic oil'],
  ),
  term(
    ['Getriebeöl', 'Huile de transmission', 'Olio per ingranaggi', 'Gear oil'],
    ['das Getriebeöl', 'l’huile de transmission', 'l’olio per ingranaggi', 'gear oil'],
  ),
  term(
    ['Kompressorenöl', 'Huile pour compresseurs', 'Olio per compressori', 'Compressor oil'],
    ['das Kompressorenöl', 'l’huile pour compresseurs', 'l’olio per compressori', 'compressor oil'],
  ),
  term(
    ['Lithiumfett', 'Graisse au lithium', 'Grasso al litio', 'Lithium grease'],
    ['das Lithiumfett', 'la graisse au lithium', 'il grasso al litio', 'lithium grease'],
  ),
  term(
    ['Kettenöl', 'Huile de chaîne', 'Olio per catene', 'Chain oil'],
    ['das Kettenöl', 'l’huile de chaîne', 'l’olio per catene', 'chain oil'],
  ),
  term(
    ['Turbinenöl', 'Huile de turbine', 'Olio per turbine', 'Turbine oil'],
    ['das Turbinenöl', 'l’huile de turbine', 'l’olio per turbine', 'turbine oil'],
  ),
  term(
    ['Kühlschmierstoff', 'Fluide de coupe', 'Fluido da taglio', 'Cutting fluid'],
    ['der Kühlschmierstoff', 'le fluide de coupe', 'il fluido da taglio', 'cutting fluid'],
  ),
]

const PROPERTIES: Term[] = [
  term(
    ['Viskosität', 'viscosité', 'viscosità', 'viscosity'],
    ['die Viskosität', 'la viscosité', 'la viscosità', 'the viscosity'],
  ),
  term(
    ['Oxidationsstabilität', 'stabilité à l’oxydation', 'stabilità all’ossidazione', 'oxidation stability'],
    [
      'die Oxidationsstabilität',
      'la stabilité à l’oxydation',
      'la stabilità all’ossidazione',
      'the oxidation stability',
    ],
  ),
  term(
    ['Stockpunkt', 'point d’écoulement', 'punto di scorrimento', 'pour point'],
    ['der Stockpunkt', 'le point d’écoulement', 'il punto di scorrimento', 'the pour point'],
  ),
  term(
    ['Verschleissschutz', 'protection anti-usure', 'protezione antiusura', 'wear protection'],
    ['der Verschleissschutz', 'la protection anti-usure', 'la protezione antiusura', 'the wear protection'],
  ),
  term(
    ['Wasserabscheidung', 'désémulsibilité', 'demulsività', 'water separation'],
    ['die Wasserabscheidung', 'la désémulsibilité', 'la demulsività', 'the water separation'],
  ),
  term(
    ['Reinheitsklasse', 'classe de propreté', 'classe di pulizia', 'cleanliness class'],
    ['die Reinheitsklasse', 'la classe de propreté', 'la classe di pulizia', 'the cleanliness class'],
  ),
  term(
    ['Scherstabilität', 'stabilité au cisaillement', 'stabilità al taglio', 'shear stability'],
    ['die Scherstabilität', 'la stabilité au cisaillement', 'la stabilità al taglio', 'the shear stability'],
  ),
  term(
    ['Schaumverhalten', 'comportement au moussage', 'comportamento alla schiuma', 'foaming behaviour'],
    [
      'das Schaumverhalten',
      'le comportement au moussage',
      'il comportamento alla schiuma',
      'the foaming behaviour',
    ],
  ),
]

const APPLICATIONS: Term[] = [
  term(
    ['Baumaschinen', 'engins de chantier', 'macchine edili', 'construction machinery'],
    ['Baumaschinen', 'les engins de chantier', 'le macchine edili', 'construction machinery'],
  ),
  term(
    ['Landmaschinen', 'machines agricoles', 'macchine agricole', 'agricultural machinery'],
    ['Landmaschinen', 'les machines agricoles', 'le macchine agricole', 'agricultural machinery'],
  ),
  term(
    ['Druckgussanlagen', 'moulage sous pression', 'pressofusione', 'die-casting plants'],
    [
      'Druckgussanlagen',
      'les installations de moulage sous pression',
      'gli impianti di pressofusione',
      'die-casting plants',
    ],
  ),
  term(
    ['Windkraftanlagen', 'éoliennes', 'impianti eolici', 'wind turbines'],
    ['Windkraftanlagen', 'les éoliennes', 'gli impianti eolici', 'wind turbines'],
  ),
  term(
    ['Werkzeugmaschinen', 'machines-outils', 'macchine utensili', 'machine tools'],
    ['Werkzeugmaschinen', 'les machines-outils', 'le macchine utensili', 'machine tools'],
  ),
  term(
    ['Lkw-Flotten', 'flottes de camions', 'flotte di camion', 'truck fleets'],
    ['Lkw-Flotten', 'les flottes de camions', 'le flotte di camion', 'truck fleets'],
  ),
  term(
    ['Verpackungslinien', 'lignes d’emballage', 'linee di confezionamento', 'packaging lines'],
    ['Verpackungslinien', 'les lignes d’emballage', 'le linee di confezionamento', 'packaging lines'],
  ),
  term(
    ['Förderanlagen', 'convoyeurs', 'impianti di trasporto', 'conveyor systems'],
    ['Förderanlagen', 'les convoyeurs', 'gli impianti di trasporto', 'conveyor systems'],
  ),
  term(
    ['Pumpstationen', 'stations de pompage', 'stazioni di pompaggio', 'pumping stations'],
    ['Pumpstationen', 'les stations de pompage', 'le stazioni di pompaggio', 'pumping stations'],
  ),
  term(
    ['Spritzgiessmaschinen', 'presses à injecter', 'presse a iniezione', 'injection moulding machines'],
    [
      'Spritzgiessmaschinen',
      'les presses à injecter',
      'le presse a iniezione',
      'injection moulding machines',
    ],
  ),
]

/** Sentence templates, aligned by index across languages ({lub}, {prop}, {app}, {n}). */
const SENTENCES: Localized<string[]> = {
  de: [
    'Bei {app} ist {prop} der wichtigste Kennwert, wenn {lub} ausgewählt wird.',
    'Im eigenen Labor wird {prop} gemessen, bevor {lub} für {app} freigegeben wird.',
    'Bleibt {lub} zu lange im Einsatz, drohen Ablagerungen, höherer Verschleiss und ungeplante Stillstände.',
    'Eine Ölanalyse alle {n} Betriebsstunden zeigt früh, wie sich {prop} verändert.',
    'Für {app} muss {lub} die Freigabe des Herstellers erfüllen; den Schmierplan halten Sie am besten schriftlich fest.',
    'Temperatur, Last und Verschmutzung verändern {prop} im Betrieb stärker, als viele erwarten.',
    'Steigt die Betriebstemperatur um 10 °C, halbiert sich die Lebensdauer eines Mineralöls ungefähr; {lub} bildet da keine Ausnahme.',
    'Unter falscher Lagerung oder dem Mischen verschiedener Produkte leidet {prop} schnell.',
  ],
  fr: [
    'Pour {app}, {prop} est le critère décisif lorsqu’on choisit {lub}.',
    'Notre laboratoire mesure {prop} avant de recommander {lub} pour {app}.',
    'Si {lub} reste trop longtemps en service, les dépôts, l’usure et le risque d’arrêts imprévus augmentent.',
    'Une analyse d’huile toutes les {n} heures de service montre tôt comment {prop} évolue.',
    'Pour {app}, vérifiez que {lub} répond à l’homologation du constructeur et consignez le plan de graissage par écrit.',
    'La température, la charge et la contamination modifient {prop} en service plus qu’on ne le pense.',
    'Une hausse de 10 °C de la température de service réduit environ de moitié la durée de vie d’une huile minérale ; {lub} ne fait pas exception.',
    'Un mauvais stockage ou le mélange de produits différents compromettent rapidement {prop}.',
  ],
  it: [
    'Per {app}, {prop} è il criterio decisivo quando si sceglie {lub}.',
    'Il nostro laboratorio misura {prop} prima di raccomandare {lub} per {app}.',
    'Se {lub} resta in servizio troppo a lungo, aumentano depositi, usura e rischio di fermi imprevisti.',
    'Un’analisi dell’olio ogni {n} ore di esercizio mostra per tempo come cambia {prop}.',
    'Per {app} verificate che {lub} soddisfi l’omologazione del costruttore e documentate per iscritto il piano di lubrificazione.',
    'Temperatura, carico e contaminazione modificano {prop} in esercizio più di quanto si pensi.',
    'Un aumento di 10 °C della temperatura d’esercizio dimezza circa la durata di un olio minerale; {lub} non fa eccezione.',
    'Uno stoccaggio errato o la miscelazione di prodotti diversi compromettono rapidamente {prop}.',
  ],
  en: [
    'For {app}, {prop} is the deciding factor when choosing {lub}.',
    'Our laboratory measures {prop} before we recommend {lub} for {app}.',
    'If {lub} stays in service too long, deposits, wear and the risk of unplanned downtime increase.',
    'An oil analysis every {n} operating hours shows early on how {prop} changes.',
    'For {app}, check that {lub} meets the manufacturer’s approval and record the lubrication schedule in writing.',
    'Temperature, load and contamination change {prop} in service more than many expect.',
    'A 10 °C rise in operating temperature roughly halves the life of a mineral oil; {lub} is no exception.',
    'Poor storage or mixing different products quickly degrades {prop}.',
  ],
}

const TIPS: Localized<string[]> = {
  de: [
    'Gebinde stets verschlossen und trocken lagern',
    'Nur saubere Trichter und Kannen verwenden',
    'Schmierstellen farbig kennzeichnen',
    'Ölproben immer an derselben Stelle entnehmen',
    'Nachfüllmengen im Wartungsprotokoll notieren',
    'Filter beim Ölwechsel immer mitwechseln',
    'Altöl getrennt sammeln und zurückgeben',
    'Produktwechsel nur nach Rücksprache mit der Anwendungstechnik',
  ],
  fr: [
    'Toujours stocker les bidons fermés et au sec',
    'Utiliser uniquement des entonnoirs et bidons propres',
    'Signaler les points de graissage par des couleurs',
    'Toujours prélever les échantillons d’huile au même endroit',
    'Noter les appoints dans le carnet d’entretien',
    'Toujours remplacer les filtres lors de la vidange',
    'Collecter séparément les huiles usagées et les rapporter',
    'Changer de produit uniquement après avis du service technique',
  ],
  it: [
    'Conservare i contenitori sempre chiusi e all’asciutto',
    'Usare solo imbuti e taniche puliti',
    'Contrassegnare i punti di lubrificazione con colori',
    'Prelevare i campioni d’olio sempre nello stesso punto',
    'Annotare i rabbocchi nel registro di manutenzione',
    'Sostituire sempre i filtri al cambio dell’olio',
    'Raccogliere separatamente l’olio usato e restituirlo',
    'Cambiare prodotto solo dopo aver consultato il servizio tecnico',
  ],
  en: [
    'Always store containers closed and dry',
    'Use only clean funnels and cans',
    'Colour-code lubrication points',
    'Always take oil samples at the same point',
    'Record top-up quantities in the maintenance log',
    'Always replace filters during an oil change',
    'Collect used oil separately and return it',
    'Change products only after consulting application engineering',
  ],
}

const TITLE_LINK: Localized<string> = { de: 'bei', fr: 'pour', it: 'per', en: 'in' }
const TITLE_COLON: Localized<string> = { de: ':', fr: ' :', it: ':', en: ':' }
const TIPS_HEADING: Localized<string> = {
  de: 'Praxistipps',
  fr: 'Conseils pratiques',
  it: 'Consigli pratici',
  en: 'Practical tips',
}

const capitalize = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1)
const localized = <T>(build: (language: ContentLanguage) => T): Localized<T> =>
  Object.fromEntries(CONTENT_LANGUAGES.map((language) => [language, build(language)])) as Localized<T>

/** A URL slug from a title: `Motorenöl: Viskosität` → `motorenoel-viskositaet`. */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const COMBINATIONS = LUBRICANTS.length * PROPERTIES.length * APPLICATIONS.length

/** Knowledge page number `index` (1-based) of a tenant; the same input always yields the same page. */
export function knowledgePage(tenantSlug: string, index: number): PageSeed {
  const rng = createRng(`${tenantSlug}:wissen:${index}`)
  // Walk the combinations with a stride coprime to their count, so titles repeat only after all are used.
  let combo = (hashSeed(tenantSlug) + index * 7919) % COMBINATIONS
  const lub = LUBRICANTS[combo % LUBRICANTS.length]
  combo = Math.floor(combo / LUBRICANTS.length)
  const prop = PROPERTIES[combo % PROPERTIES.length]
  const app = APPLICATIONS[Math.floor(combo / PROPERTIES.length)]
  const hours = rng.pick([250, 500, 1000, 2000])
  const order = rng.shuffle(SENTENCES.de.map((_, i) => i))
  const paragraphs = [order.slice(0, 2), order.slice(2, rng.int(4, 5))]
  const tips = rng.sample(
    TIPS.de.map((_, i) => i),
    3,
  )
  const fill = (template: string, language: ContentLanguage): string =>
    capitalize(
      template
        .replace('{lub}', lub.text[language])
        .replace('{prop}', prop.text[language])
        .replace('{app}', app.text[language])
        .replace('{n}', String(hours)),
    )
  const title = localized(
    (l) => `${lub.title[l]}${TITLE_COLON[l]} ${prop.title[l]} ${TITLE_LINK[l]} ${app.title[l]}`,
  )
  return {
    title,
    slug: localized((l) => `${slugify(title[l])}-${index}`),
    description: localized((l) => fill(SENTENCES[l][order[0]], l)),
    navigationOrder: index,
    showInNavigation: false,
    sections: localized((l) => [
      [
        h2(title[l]),
        ...paragraphs.map((indices) => p(indices.map((i) => fill(SENTENCES[l][i], l)).join(' '))),
        h3(TIPS_HEADING[l]),
        ul(tips.map((i) => TIPS[l][i])),
      ],
    ]),
  }
}

/** The "Wissen" root page with `count` generated children. */
export function knowledgeTree(tenantSlug: string, count: number): PageSeed {
  return {
    title: { de: 'Wissen', fr: 'Savoir', it: 'Sapere', en: 'Knowledge' },
    slug: { de: 'wissen', fr: 'savoir', it: 'sapere', en: 'knowledge' },
    navigationOrder: 800,
    description: {
      de: 'Fachartikel rund um Schmierstoffe, Kennwerte und Wartung.',
      fr: 'Articles techniques sur les lubrifiants, leurs caractéristiques et l’entretien.',
      it: 'Articoli tecnici su lubrificanti, caratteristiche e manutenzione.',
      en: 'Technical articles on lubricants, their properties and maintenance.',
    },
    sections: {
      de: [
        [
          h2('Schmierstoff-Wissen'),
          p(
            'Kurze Fachartikel unserer Anwendungstechnik: welche Kennwerte zählen, wie Sie Schmierstoffe richtig lagern und wann sich eine Ölanalyse lohnt.',
          ),
        ],
      ],
      fr: [
        [
          h2('Savoir en lubrification'),
          p(
            'De courts articles de notre service technique : quelles caractéristiques comptent, comment bien stocker les lubrifiants et quand une analyse d’huile est utile.',
          ),
        ],
      ],
      it: [
        [
          h2('Sapere sui lubrificanti'),
          p(
            'Brevi articoli del nostro servizio tecnico: quali caratteristiche contano, come conservare correttamente i lubrificanti e quando conviene un’analisi dell’olio.',
          ),
        ],
      ],
      en: [
        [
          h2('Lubrication knowledge'),
          p(
            'Short articles from our application engineers: which properties matter, how to store lubricants correctly and when an oil analysis pays off.',
          ),
        ],
      ],
    },
    children: Array.from({ length: count }, (_, i) => knowledgePage(tenantSlug, i + 1)),
  }
}
