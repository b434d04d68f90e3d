import { MILESTONES, milestoneImageKey } from '../company'
import { PRODUCT_SEEDS } from '../products'
import { h2, h3, p, richText, ul } from '../rich-text'
import { L, type Localized } from '../types'
import { locationMapBlock } from './locations'
import type { BlockContext, ShowcaseKey } from './context'

type ShowcasePage = {
  key: ShowcaseKey
  title: Localized<string>
  description: Localized<string>
  blocks: (c: BlockContext) => Record<string, unknown>[]
}

const intro = (c: BlockContext, title: Localized<string>, text: Localized<string>) => ({
  blockType: 'richText',
  width: '66',
  background: 'white',
  content: richText([h2(c.t(title)), p(c.t(text))]),
})

/** The milestones slider: the company's milestones (company.ts) with their year pictures. */
export const historyEntries = (c: BlockContext) =>
  MILESTONES.map((milestone) => ({
    year: String(milestone.year),
    title: c.t(milestone.title),
    text: richText([p(c.t(milestone.text))]),
    image: c.media(milestoneImageKey(milestone)),
  }))

/** The title of the showcase's two-product teaser list: what each tenant's first two products are for. */
export const FEATURED = {
  tribo: L('Für Ihren Personenwagen', 'Pour votre voiture', 'Per la vostra auto', 'For your car'),
  moto: L(
    'Für Ihren Viertakter',
    'Pour votre quatre-temps',
    'Per il vostro quattro tempi',
    'For your four-stroke',
  ),
  industrie: L(
    'Für Ihre Hydraulik',
    'Pour votre hydraulique',
    'Per il vostro impianto idraulico',
    'For your hydraulics',
  ),
}

/** Hotspots on the showcase picture for the tenant's products that name one (products.ts). */
export function productHotspots(c: BlockContext) {
  const positions = [
    { top: 55, left: 30 },
    { top: 50, left: 75 },
  ]
  return (PRODUCT_SEEDS[c.tenantSlug] ?? [])
    .flatMap((seed, index) => (seed.hotspot ? [{ hotspot: seed.hotspot, index }] : []))
    .slice(0, positions.length)
    .map(({ hotspot, index }, i) => ({
      ...positions[i],
      type: 'product',
      title: c.t(hotspot.title),
      ...(hotspot.alternativeTitle ? { alternativeTitle: c.t(hotspot.alternativeTitle) } : {}),
      text: c.t(hotspot.text),
      product: c.products[index],
      productTags: hotspot.tags,
      ...(i === 0 ? { image: c.media('product-drop') } : {}),
    }))
}

const circularItems = (c: BlockContext) =>
  (
    [
      ['oil', L('Motorenöle', 'Huiles moteur', 'Oli motore', 'Engine oils')],
      ['check', L('Freigaben', 'Homologations', 'Omologazioni', 'Approvals')],
      ['download', L('Datenblätter', 'Fiches techniques', 'Schede tecniche', 'Data sheets')],
      ['cart', L('Bestellen', 'Commander', 'Ordinare', 'Order')],
      ['info', L('Beratung', 'Conseil', 'Consulenza', 'Advice')],
      ['calendar', L('Messen', 'Salons', 'Fiere', 'Fairs')],
      ['home', L('Werk', 'Usine', 'Stabilimento', 'Plant')],
      ['user', L('Karriere', 'Carrière', 'Carriera', 'Careers')],
      ['heart', L('Sponsoring', 'Sponsoring', 'Sponsorizzazioni', 'Sponsoring')],
      ['filter', L('Ölanalyse', 'Analyse d’huile', 'Analisi dell’olio', 'Oil analysis')],
      ['external', L('Magazin', 'Magazine', 'Rivista', 'Magazine')],
      ['search', L('Ölfinder', 'Recherche d’huile', 'Ricerca olio', 'Oil finder')],
      ['warning', L('Sicherheit', 'Sécurité', 'Sicurezza', 'Safety')],
    ] as const
  ).map(([icon, title], index) => ({
    icon,
    title: c.t(title),
    link: { href: index % 2 === 0 ? c.showcase('text') : c.showcase('teasers') },
  }))

export const SHOWCASE_PAGES: ShowcasePage[] = [
  {
    key: 'text',
    title: L('Text und Bild', 'Texte et image', 'Testo e immagine', 'Text and image'),
    description: L(
      'Bausteine für Text, Bild und Icons.',
      'Éléments pour texte, image et icônes.',
      'Elementi per testo, immagine e icone.',
      'Building blocks for text, images and icons.',
    ),
    blocks: (c) => [
      intro(
        c,
        L(
          'Vom Rohöl zum Hochleistungsschmierstoff',
          'Du brut au lubrifiant haute performance',
          'Dal greggio al lubrificante ad alte prestazioni',
          'From crude to high-performance lubricant',
        ),
        L(
          'Ein Motorenöl besteht zu 70 bis 90 Prozent aus Grundöl; den Rest machen Additive aus, die reinigen, schützen und die Viskosität stabil halten.',
          'Une huile moteur se compose de 70 à 90 % d’huile de base ; le reste sont des additifs qui nettoient, protègent et stabilisent la viscosité.',
          'Un olio motore è composto per il 70–90 % da olio base; il resto sono additivi che puliscono, proteggono e stabilizzano la viscosità.',
          'An engine oil is 70 to 90 per cent base oil; the rest are additives that clean, protect and keep the viscosity stable.',
        ),
      ),
      {
        blockType: 'textImage',
        title: c.t(
          L(
            'Gemischt in Winterthur',
            'Mélangé à Winterthour',
            'Miscelato a Winterthur',
            'Blended in Winterthur',
          ),
        ),
        content: richText([
          p(
            c.t(
              L(
                'In zwölf Mischtanks entstehen jährlich 18 Millionen Liter Öl. Jede Charge trägt eine Nummer, über die wir Rohstoffe und Prüfwerte lückenlos zurückverfolgen.',
                'Douze cuves produisent 18 millions de litres par an. Chaque lot porte un numéro qui permet de retracer matières premières et valeurs d’essai.',
                'Dodici serbatoi producono 18 milioni di litri all’anno. Ogni lotto ha un numero che permette di risalire a materie prime e valori di prova.',
                'Twelve blending tanks produce 18 million litres a year. Every batch carries a number that traces raw materials and test values.',
              ),
            ),
          ),
        ]),
        image: c.media('news-plant'),
        ratio: '6-6',
        imagePosition: 'right',
        link: {
          href: c.showcase('media'),
          text: c.t(
            L('Das Werk im Video', 'L’usine en vidéo', 'Lo stabilimento in video', 'The plant on video'),
          ),
        },
        width: 'default',
        background: 'white',
      },
      {
        blockType: 'textImage',
        title: c.t(
          L(
            'Geprüft im Labor',
            'Contrôlé au laboratoire',
            'Controllato in laboratorio',
            'Tested in the laboratory',
          ),
        ),
        content: richText([
          p(
            c.t(
              L(
                'Viskosität, Flammpunkt, Wassergehalt: 14 Messungen pro Charge.',
                'Viscosité, point d’éclair, teneur en eau : 14 mesures par lot.',
                'Viscosità, punto di infiammabilità, contenuto d’acqua: 14 misure per lotto.',
                'Viscosity, flash point, water content: 14 measurements per batch.',
              ),
            ),
          ),
        ]),
        image: c.media('news-lab'),
        ratio: '4-8',
        imagePosition: 'left',
        width: 'default',
        background: 'gray',
      },
      {
        blockType: 'image',
        image: c.media('stage-road'),
        ratio: '25-9',
        caption: c.t(
          L(
            'Unterwegs auf Schweizer Strassen',
            'Sur les routes suisses',
            'Sulle strade svizzere',
            'On Swiss roads',
          ),
        ),
        width: 'default',
        background: 'white',
      },
      {
        blockType: 'image',
        image: c.media('teaser-machine'),
        ratio: '3-2',
        width: '50',
        background: 'white',
      },
      {
        blockType: 'iconText',
        icon: 'warning',
        title: c.t(
          L(
            'Altöl richtig entsorgen',
            'Éliminer correctement l’huile usagée',
            'Smaltire correttamente l’olio usato',
            'Dispose of used oil correctly',
          ),
        ),
        text: c.t(
          L(
            'Altöl gehört in die Sammelstelle – ein Liter verschmutzt bis zu einer Million Liter Trinkwasser.',
            'L’huile usagée va au point de collecte – un litre pollue jusqu’à un million de litres d’eau potable.',
            'L’olio usato va al punto di raccolta – un litro inquina fino a un milione di litri d’acqua potabile.',
            'Used oil belongs at the collection point – one litre pollutes up to a million litres of drinking water.',
          ),
        ),
        width: '66',
        background: 'white',
      },
      {
        blockType: 'iconList',
        title: c.t(L('Unser Service', 'Notre service', 'Il nostro servizio', 'Our service')),
        width: 'default',
        background: 'gray',
        items: [
          {
            icon: 'info',
            title: c.t(L('Beratung', 'Conseil', 'Consulenza', 'Advice')),
            text: c.t(
              L(
                'Persönlich und herstellerunabhängig.',
                'Personnel et indépendant.',
                'Personale e indipendente.',
                'Personal and independent.',
              ),
            ),
          },
          {
            icon: 'download',
            title: c.t(L('Datenblätter', 'Fiches techniques', 'Schede tecniche', 'Data sheets')),
            text: c.t(
              L(
                'Zu jedem Produkt als PDF.',
                'Pour chaque produit en PDF.',
                'Per ogni prodotto in PDF.',
                'For every product as a PDF.',
              ),
            ),
          },
          {
            icon: 'cart',
            title: c.t(L('Lieferung', 'Livraison', 'Consegna', 'Delivery')),
            text: c.t(
              L(
                'In 24 Stunden, schweizweit.',
                'En 24 heures, dans toute la Suisse.',
                'In 24 ore, in tutta la Svizzera.',
                'Within 24 hours, Switzerland-wide.',
              ),
            ),
          },
        ],
      },
      {
        blockType: 'parallaxImage',
        image: c.media('parallax-gears'),
        title: c.t(
          L(
            'Reibung ist unser Thema',
            'La friction est notre sujet',
            'L’attrito è il nostro tema',
            'Friction is our subject',
          ),
        ),
        text: c.t(
          L(
            'Tribologie ist die Lehre von Reibung, Verschleiss und Schmierung.',
            'La tribologie est la science du frottement, de l’usure et de la lubrification.',
            'La tribologia è la scienza di attrito, usura e lubrificazione.',
            'Tribology is the science of friction, wear and lubrication.',
          ),
        ),
        link: {
          href: c.showcase('sliders'),
          text: c.t(L('Unsere Geschichte', 'Notre histoire', 'La nostra storia', 'Our history')),
        },
      },
    ],
  },
  {
    key: 'media',
    title: L('Medien', 'Médias', 'Media', 'Media'),
    description: L(
      'Videos, Magazin, eingebettete Seiten und Downloads.',
      'Vidéos, magazine, pages intégrées et téléchargements.',
      'Video, rivista, pagine integrate e download.',
      'Videos, magazine, embedded pages and downloads.',
    ),
    blocks: (c) => [
      {
        blockType: 'textVideo',
        title: c.t(
          L(
            'Ein Tag im Werk',
            'Une journée à l’usine',
            'Una giornata nello stabilimento',
            'A day at the plant',
          ),
        ),
        content: richText([
          p(
            c.t(
              L(
                'Vom Tankwagen bis zur Palette: so entsteht ein Kanister Tribo Synth.',
                'Du camion-citerne à la palette : ainsi naît un bidon de Tribo Synth.',
                'Dall’autocisterna al pallet: così nasce una tanica di Tribo Synth.',
                'From the tanker to the pallet: how a canister of Tribo Synth is made.',
              ),
            ),
          ),
        ]),
        videoTitle: c.t(
          L(
            'Rundgang durch das Tribo-Werk',
            'Visite de l’usine Tribo',
            'Visita dello stabilimento Tribo',
            'Tour of the Tribo plant',
          ),
        ),
        videoUrl: '/videos/tribo-werk.webm',
        poster: c.media('stage-plant'),
        ratio: '4-8',
        videoPosition: 'right',
        width: 'default',
        background: 'white',
      },
      {
        blockType: 'videoPlayButton',
        videoTitle: c.t(
          L(
            'Ölwechsel in fünf Minuten',
            'Vidange en cinq minutes',
            'Cambio olio in cinque minuti',
            'Oil change in five minutes',
          ),
        ),
        videoUrl: '/videos/tribo-werk.webm',
        poster: c.media('news-gears'),
        width: '66',
      },
      {
        blockType: 'videoEmbed',
        videoTitle: c.t(
          L(
            'Tribo am Autosalon',
            'Tribo au Salon de l’auto',
            'Tribo al Salone dell’auto',
            'Tribo at the motor show',
          ),
        ),
        youtubeId: 'aqz-KE-bpKQ',
        poster: c.media('news-road'),
        width: '66',
      },
      {
        blockType: 'magazineEmbed',
        title: c.t(
          L('Tribo Magazin 2026', 'Magazine Tribo 2026', 'Rivista Tribo 2026', 'Tribo Magazine 2026'),
        ),
        url: '/embeds/tribo-magazin.html',
        small: false,
      },
      {
        blockType: 'magazineEmbed',
        title: c.t(
          L(
            'Tribo Magazin kompakt',
            'Magazine Tribo compact',
            'Rivista Tribo compatta',
            'Tribo Magazine compact',
          ),
        ),
        url: '/embeds/tribo-magazin.html',
        small: true,
      },
      {
        blockType: 'iframe',
        title: c.t(
          L(
            'Viskositätsklassen nach SAE J300',
            'Classes de viscosité SAE J300',
            'Classi di viscosità SAE J300',
            'SAE J300 viscosity grades',
          ),
        ),
        url: '/embeds/viskositaet.html',
        height: 420,
        width: '66',
      },
      {
        blockType: 'fileList',
        title: c.t(L('Downloads', 'Téléchargements', 'Download', 'Downloads')),
        width: '66',
        background: 'gray',
        files: [
          { file: c.media('datasheet-synth') },
          {
            file: c.media('news-lab'),
            name: c.t(
              L(
                'Foto: Labor (JPG)',
                'Photo : laboratoire (JPG)',
                'Foto: laboratorio (JPG)',
                'Photo: laboratory (JPG)',
              ),
            ),
          },
        ],
      },
      locationMapBlock(c),
    ],
  },
  {
    key: 'teasers',
    title: L('Teaser', 'Teasers', 'Teaser', 'Teasers'),
    description: L(
      'News, Kacheln, FAQ und Kontakt.',
      'Actualités, tuiles, FAQ et contact.',
      'News, riquadri, FAQ e contatto.',
      'News, tiles, FAQ and contact.',
    ),
    blocks: (c) => [
      {
        blockType: 'newsTeasers',
        title: c.t(L('News', 'Actualités', 'News', 'News')),
        variant: 'news',
        news: [],
        limit: 3,
        allNewsLink: {
          href: `/${c.locale}/news`,
          text: c.t(L('Alle News', 'Toutes les actualités', 'Tutte le news', 'All news')),
        },
        background: 'white',
      },
      {
        blockType: 'newsTeasers',
        title: c.t(L('Produktneuheiten', 'Nouveaux produits', 'Novità di prodotto', 'Product news')),
        variant: 'product',
        news: c.news.slice(0, 2),
        limit: 3,
        background: 'gray',
      },
      ...(['default', 'button', 'link-and-button'] as const).map((variant, index) => ({
        blockType: 'teaserTiles',
        title:
          index === 0
            ? c.t(
                L(
                  'Messen und Veranstaltungen',
                  'Salons et événements',
                  'Fiere ed eventi',
                  'Fairs and events',
                ),
              )
            : undefined,
        variant,
        background: 'white',
        tiles: [
          {
            label: c.t(L('Messe', 'Salon', 'Fiera', 'Fair')),
            title: 'Transport-CH Bern',
            text: c.t(
              L(
                'Besuchen Sie uns in Halle 2, Stand B14.',
                'Rendez-nous visite halle 2, stand B14.',
                'Visitateci nel padiglione 2, stand B14.',
                'Visit us in hall 2, stand B14.',
              ),
            ),
            fromDate: '2027-11-11T00:00:00.000Z',
            toDate: '2027-11-14T00:00:00.000Z',
            image: c.media('teaser-truck'),
            link: {
              href: `/${c.locale}/fairs`,
              text: c.t(L('Zum Messeauftritt', 'Notre stand', 'Il nostro stand', 'Our stand')),
            },
          },
          {
            label: c.t(L('Schulung', 'Formation', 'Formazione', 'Training')),
            title: c.t(
              L(
                'Schmierung in der Praxis',
                'La lubrification en pratique',
                'La lubrificazione in pratica',
                'Lubrication in practice',
              ),
            ),
            text: c.t(
              L(
                'Eintägiger Kurs für Instandhaltungsteams.',
                'Cours d’un jour pour équipes de maintenance.',
                'Corso di un giorno per team di manutenzione.',
                'One-day course for maintenance teams.',
              ),
            ),
            fromDate: '2027-03-04T00:00:00.000Z',
            image: c.media('teaser-machine'),
            link: { href: c.showcase('media') },
          },
          {
            title: c.t(
              L(
                'Ölanalyse bestellen',
                'Commander une analyse',
                'Ordinare un’analisi',
                'Order an oil analysis',
              ),
            ),
            text: c.t(
              L(
                'Probenset mit Rücksendecouvert.',
                'Kit de prélèvement avec enveloppe retour.',
                'Kit di prelievo con busta di ritorno.',
                'Sample kit with return envelope.',
              ),
            ),
            image: c.media('news-lab'),
            link: { href: c.showcase('hotspot') },
          },
        ],
      })),
      {
        blockType: 'twoColumnTeaser',
        background: 'white',
        columns: [
          {
            title: c.t(L('Für Werkstätten', 'Pour les garages', 'Per le officine', 'For workshops')),
            text: c.t(
              L(
                'Fassware, Ölbar und Altölrücknahme aus einer Hand.',
                'Fûts, bar à huile et reprise de l’huile usagée d’un seul fournisseur.',
                'Fusti, bar dell’olio e ritiro dell’olio usato da un unico fornitore.',
                'Drums, oil bar and used-oil collection from one supplier.',
              ),
            ),
            image: c.media('news-road'),
            link: {
              href: c.productUrl(0),
              text: c.t(L('Sortiment ansehen', 'Voir l’assortiment', 'Vedi l’assortimento', 'See the range')),
            },
          },
          {
            title: c.t(L('Für die Industrie', 'Pour l’industrie', 'Per l’industria', 'For industry')),
            text: c.t(
              L(
                'Schmierpläne, Ölanalysen und Lieferung an die Maschine.',
                'Plans de graissage, analyses et livraison à la machine.',
                'Piani di lubrificazione, analisi e consegna alla macchina.',
                'Lubrication schedules, oil analyses and delivery to the machine.',
              ),
            ),
            image: c.media('teaser-machine'),
            link: {
              href:
                c.tenantSlug === 'moto'
                  ? c.showcase('text')
                  : c.productUrl(c.tenantSlug === 'industrie' ? 0 : 4),
              text: c.t(L('Industrieöle', 'Huiles industrielles', 'Oli industriali', 'Industrial oils')),
            },
          },
        ],
      },
      {
        blockType: 'faqWidget',
        background: 'gray',
        title: c.t(
          L('Häufige Fragen', 'Questions fréquentes', 'Domande frequenti', 'Frequently asked questions'),
        ),
        subtitle: c.t(L('Hilfe', 'Aide', 'Aiuto', 'Help')),
        description: c.t(
          L(
            'Wie oft Öl wechseln? Welche Viskosität im Winter? Die Antworten unserer Anwendungstechnik.',
            'À quelle fréquence vidanger ? Quelle viscosité en hiver ? Les réponses de notre service technique.',
            'Ogni quanto cambiare l’olio? Quale viscosità in inverno? Le risposte del nostro servizio tecnico.',
            'How often to change oil? Which viscosity in winter? Answers from our application engineers.',
          ),
        ),
        url: c.showcase('text'),
        buttonText: c.t(L('Zu den Antworten', 'Voir les réponses', 'Alle risposte', 'See the answers')),
        image: c.media('news-gears'),
      },
      {
        blockType: 'contactTeaser',
        background: 'white',
        title: c.t(
          L('Anwendungstechnik', 'Service technique', 'Servizio tecnico', 'Application engineering'),
        ),
        text: c.t(
          L(
            'Sie planen eine Umstellung oder haben ein Schmierproblem? Wir kommen vorbei.',
            'Vous prévoyez une conversion ou avez un problème de lubrification ? Nous passons chez vous.',
            'Pianificate una conversione o avete un problema di lubrificazione? Veniamo da voi.',
            'Planning a switch or facing a lubrication problem? We will come by.',
          ),
        ),
        buttonText: c.t(
          L('Termin vereinbaren', 'Prendre rendez-vous', 'Fissare un appuntamento', 'Book a visit'),
        ),
        link: { href: c.showcase('text') },
        image: c.media('teaser-machine'),
        mobileImage: c.media('portrait-b'),
        footerText: c.t(
          L(
            'Kostenlos für Kundinnen und Kunden mit Rahmenvertrag.',
            'Gratuit pour les clients sous contrat-cadre.',
            'Gratuito per i clienti con contratto quadro.',
            'Free for customers with a framework contract.',
          ),
        ),
        phoneLink: {
          value: '052 260 50 55',
          label: c.t(
            L(
              'Direktwahl Anwendungstechnik',
              'Ligne directe service technique',
              'Linea diretta servizio tecnico',
              'Direct line application engineering',
            ),
          ),
        },
      },
      { blockType: 'oilFinderTile', background: 'white' },
    ],
  },
  {
    key: 'sliders',
    title: L('Slider', 'Carrousels', 'Slider', 'Sliders'),
    description: L(
      'Geschichte, Zitate, Kampagnen, Produkte und Themenkreis.',
      'Histoire, citations, campagnes, produits et cercle de thèmes.',
      'Storia, citazioni, campagne, prodotti e cerchio dei temi.',
      'History, quotes, campaigns, products and topic circle.',
    ),
    blocks: (c) => [
      {
        blockType: 'historySlider',
        title: c.t(L('Unsere Geschichte', 'Notre histoire', 'La nostra storia', 'Our history')),
        navigationColor: 'primary',
        entries: historyEntries(c),
      },
      {
        blockType: 'quote',
        navigationColor: 'primary',
        quotes: [
          {
            text: c.t(
              L(
                'Die Beratung war ehrlich: Wir brauchen weniger Sorten als gedacht.',
                'Le conseil était honnête : nous avons besoin de moins de produits que prévu.',
                'La consulenza è stata onesta: ci servono meno prodotti del previsto.',
                'The advice was honest: we need fewer products than we thought.',
              ),
            ),
            name: 'Reto Baumann',
            jobTitle: c.t(
              L(
                'Werkstattchef, Garage Baumann AG',
                'Chef d’atelier, Garage Baumann SA',
                'Capo officina, Garage Baumann SA',
                'Workshop manager, Garage Baumann AG',
              ),
            ),
            image: c.media('portrait-a'),
          },
          {
            text: c.t(
              L(
                'Seit der Ölanalyse planen wir Revisionen, statt auf Ausfälle zu reagieren.',
                'Depuis l’analyse d’huile, nous planifions les révisions au lieu de subir les pannes.',
                'Con l’analisi dell’olio pianifichiamo le revisioni invece di subire i guasti.',
                'Since the oil analysis we plan overhauls instead of reacting to breakdowns.',
              ),
            ),
            name: 'Claudia Rossi',
            jobTitle: c.t(
              L(
                'Instandhaltung, Stahlwerk Gerlafingen',
                'Maintenance, aciérie de Gerlafingen',
                'Manutenzione, acciaieria di Gerlafingen',
                'Maintenance, Gerlafingen steel mill',
              ),
            ),
            image: c.media('portrait-b'),
          },
          {
            text: c.t(
              L(
                'Lieferung am nächsten Morgen, jedes Mal.',
                'Livraison le lendemain matin, à chaque fois.',
                'Consegna la mattina dopo, ogni volta.',
                'Delivered the next morning, every time.',
              ),
            ),
            name: 'Luca Bernasconi',
          },
        ],
      },
      {
        blockType: 'campaignBanner',
        navigationColor: 'white',
        banners: [
          {
            title: c.t(L('Winteraktion', 'Action d’hiver', 'Promozione invernale', 'Winter offer')),
            subtitle: c.t(
              L(
                '10 % auf alle 0W-Öle bis Ende Januar',
                '10 % sur toutes les huiles 0W jusqu’à fin janvier',
                '10 % su tutti gli oli 0W fino a fine gennaio',
                '10 % off all 0W oils until the end of January',
              ),
            ),
            link: {
              href: c.tenantSlug === 'tribo' ? c.productUrl(1) : c.showcase('teasers'),
              text: c.t(L('Zum Angebot', 'Voir l’offre', 'All’offerta', 'See the offer')),
            },
            backgroundImage: c.media('stage-road'),
            backgroundImageMobile: c.media('stage-mobile'),
            productImage: c.media('product-canister'),
            backgroundType: 'default',
          },
          {
            title: c.t(
              L('Persönliche Beratung', 'Conseil personnalisé', 'Consulenza personale', 'Personal advice'),
            ),
            subtitle: c.t(
              L(
                'Ihre Ansprechperson hilft bei der Produktwahl.',
                'Votre interlocuteur vous aide à choisir.',
                'Il vostro referente vi aiuta a scegliere.',
                'Your contact person helps you choose.',
              ),
            ),
            link: { href: c.showcase('teasers'), text: c.t(L('Kontakt', 'Contact', 'Contatto', 'Contact')) },
            backgroundImage: c.media('stage-lab'),
            backgroundType: 'full-width',
            triggerContactMenu: true,
          },
        ],
      },
      {
        blockType: 'productTeaserList',
        title: c.t(FEATURED[c.tenantSlug as keyof typeof FEATURED] ?? FEATURED.tribo),
        columns: '3',
        navigationColor: 'primary',
        background: 'white',
        items: [0, 1].map((index) => ({ product: c.products[index] })),
      },
      {
        blockType: 'productTeaserList',
        title: c.t(L('Das ganze Sortiment', 'Tout l’assortiment', 'Tutto l’assortimento', 'The whole range')),
        columns: '5',
        navigationColor: 'primary',
        background: 'gray',
        items: c.products.map((product) => ({ product })),
      },
      {
        blockType: 'circularNavigation',
        title: c.t(L('Alles rund ums Öl', 'Tout sur l’huile', 'Tutto sull’olio', 'All about oil')),
        centerText: c.t(L('Tribo Themen', 'Thèmes Tribo', 'Temi Tribo', 'Tribo topics')),
        centerImage: c.media('circle-canister'),
        items: circularItems(c),
      },
      {
        blockType: 'circularNavigation',
        title: c.t(L('Schnellzugriff', 'Accès rapide', 'Accesso rapido', 'Quick access')),
        items: circularItems(c).slice(0, 3),
      },
    ],
  },
  {
    key: 'hotspot',
    title: L(
      'Hotspot und Sponsoring',
      'Hotspot et sponsoring',
      'Hotspot e sponsorizzazione',
      'Hotspot and sponsoring',
    ),
    description: L(
      'Ein Bild mit Hotspots und unsere Engagements.',
      'Une image à points d’intérêt et nos engagements.',
      'Un’immagine con hotspot e i nostri impegni.',
      'A picture with hotspots and our commitments.',
    ),
    blocks: (c) => [
      {
        blockType: 'hotspotImage',
        title: c.t(
          L('Wo welches Öl hingehört', 'Quelle huile va où', 'Dove va quale olio', 'Which oil goes where'),
        ),
        image: c.media(c.tenantSlug === 'moto' ? 'sponsoring-moto' : 'hotspot-machine'),
        hotspots: [
          ...productHotspots(c),
          {
            top: 30,
            left: 45,
            type: 'other',
            title: c.t(
              L('Schmierplan', 'Plan de graissage', 'Piano di lubrificazione', 'Lubrication schedule'),
            ),
            text: c.t(
              L(
                'Wir erstellen den Schmierplan für Ihre ganze Anlage.',
                'Nous établissons le plan de graissage de toute votre installation.',
                'Redigiamo il piano di lubrificazione per tutto il vostro impianto.',
                'We draw up the lubrication schedule for your whole plant.',
              ),
            ),
            url: c.showcase('teasers'),
          },
        ],
      },
      {
        blockType: 'sponsoring',
        title: c.t(L('Unsere Engagements', 'Nos engagements', 'I nostri impegni', 'Our commitments')),
        intro: c.t(
          L(
            'Wir unterstützen Sport und Nachwuchs in der Region.',
            'Nous soutenons le sport et la relève dans la région.',
            'Sosteniamo lo sport e i giovani nella regione.',
            'We support sport and young talent in the region.',
          ),
        ),
        background: 'white',
        partners: [
          {
            name: 'Team Tribo Moto',
            category: c.t(L('Motorsport', 'Sport motorisé', 'Motorsport', 'Motorsport')),
            image: c.media('sponsoring-moto'),
            logo: c.media('product-drop'),
            text: c.t(
              L(
                'Zwei Fahrer in der Schweizer Supersport-Meisterschaft.',
                'Deux pilotes au championnat suisse Supersport.',
                'Due piloti nel campionato svizzero Supersport.',
                'Two riders in the Swiss Supersport championship.',
              ),
            ),
            link: {
              href: c.showcase('sliders'),
              text: c.t(L('Zum Team', 'L’équipe', 'La squadra', 'Meet the team')),
            },
          },
          {
            name: c.t(
              L(
                'Skiclub Winterthur',
                'Ski-club de Winterthour',
                'Sci club Winterthur',
                'Winterthur ski club',
              ),
            ),
            category: c.t(L('Nachwuchs', 'Relève', 'Giovani', 'Youth')),
            image: c.media('sponsoring-ski'),
            text: c.t(
              L(
                'Wachs und Servicematerial für 80 junge Rennfahrerinnen und Rennfahrer.',
                'Fart et matériel de service pour 80 jeunes coureurs.',
                'Sciolina e materiale di servizio per 80 giovani atleti.',
                'Wax and service kit for 80 young racers.',
              ),
            ),
          },
        ],
      },
    ],
  },
]

/** Glossary entries of the tribology page. */
export const tribologies = (c: BlockContext) => [
  {
    term: c.t(L('Viskosität', 'Viscosité', 'Viscosità', 'Viscosity')),
    text: c.t(
      L(
        'Die Zähigkeit eines Öls; sie sinkt, wenn das Öl wärmer wird.',
        'La résistance à l’écoulement d’une huile ; elle diminue quand l’huile chauffe.',
        'La resistenza allo scorrimento di un olio; diminuisce quando l’olio si scalda.',
        'An oil’s resistance to flow; it drops as the oil warms up.',
      ),
    ),
    image: c.media('product-drop'),
  },
  {
    term: c.t(L('Reibung', 'Frottement', 'Attrito', 'Friction')),
    text: c.t(
      L(
        'Der Widerstand zwischen zwei Flächen, die sich gegeneinander bewegen.',
        'La résistance entre deux surfaces qui se déplacent l’une contre l’autre.',
        'La resistenza tra due superfici che si muovono l’una contro l’altra.',
        'The resistance between two surfaces moving against each other.',
      ),
    ),
  },
  {
    term: c.t(L('Verschleiss', 'Usure', 'Usura', 'Wear')),
    text: c.t(
      L(
        'Materialabtrag an Oberflächen; gute Schmierung hält ihn klein.',
        'Perte de matière en surface ; une bonne lubrification la limite.',
        'Perdita di materiale sulle superfici; una buona lubrificazione la limita.',
        'Loss of material from surfaces; good lubrication keeps it small.',
      ),
    ),
  },
  {
    term: c.t(L('Additive', 'Additifs', 'Additivi', 'Additives')),
    text: c.t(
      L(
        'Wirkstoffe, die das Grundöl reinigen, schützen und alterungsbeständig machen.',
        'Substances qui nettoient, protègent et stabilisent l’huile de base.',
        'Sostanze che puliscono, proteggono e stabilizzano l’olio base.',
        'Agents that make the base oil clean, protect and resist ageing.',
      ),
    ),
  },
]

/** The sponsoring overview and its two detail pages (tribo). */
export const SPONSORING = {
  overview: {
    title: L('Sponsoring', 'Sponsoring', 'Sponsorizzazioni', 'Sponsoring'),
    slug: L('sponsoring', 'sponsoring', 'sponsorizzazioni', 'sponsoring'),
  },
  details: [
    {
      key: 'moto',
      title: L('Team Tribo Moto', 'Team Tribo Moto', 'Team Tribo Moto', 'Team Tribo Moto'),
      slug: L('team-tribo-moto', 'team-tribo-moto', 'team-tribo-moto', 'team-tribo-moto'),
      image: 'sponsoring-moto',
      teaser: L(
        'Zwei Fahrer, eine Saison, 14 Rennen.',
        'Deux pilotes, une saison, 14 courses.',
        'Due piloti, una stagione, 14 gare.',
        'Two riders, one season, 14 races.',
      ),
      body: L(
        'Seit 2018 fährt das Team Tribo Moto in der Schweizer Supersport-Meisterschaft. Im Fahrerlager testen wir neue Öle unter Rennbedingungen.',
        'Depuis 2018, le Team Tribo Moto court au championnat suisse Supersport. Au paddock, nous testons de nouvelles huiles en conditions de course.',
        'Dal 2018 il Team Tribo Moto corre nel campionato svizzero Supersport. Nel paddock testiamo nuovi oli in condizioni di gara.',
        'Since 2018 Team Tribo Moto has raced in the Swiss Supersport championship. In the paddock we test new oils under race conditions.',
      ),
    },
    {
      key: 'ski',
      title: L('Skiclub Winterthur', 'Ski-club de Winterthour', 'Sci club Winterthur', 'Winterthur ski club'),
      slug: L('skiclub-winterthur', 'ski-club-winterthour', 'sci-club-winterthur', 'winterthur-ski-club'),
      image: 'sponsoring-ski',
      teaser: L(
        'Nachwuchsförderung auf der Piste.',
        'Soutien à la relève sur les pistes.',
        'Sostegno ai giovani sulle piste.',
        'Supporting young talent on the slopes.',
      ),
      body: L(
        'Wir stellen dem Skiclub Wachs, Servicematerial und einen Servicebus zur Verfügung.',
        'Nous fournissons au ski-club fart, matériel de service et un bus de service.',
        'Forniamo allo sci club sciolina, materiale di servizio e un furgone.',
        'We provide the ski club with wax, service kit and a service van.',
      ),
    },
  ],
}

export const sponsoringDetailBlocks = (
  c: BlockContext,
  body: Localized<string>,
  title: Localized<string>,
) => [
  {
    blockType: 'richText',
    width: '66',
    background: 'white',
    content: richText([
      h3(c.t(title)),
      p(c.t(body)),
      ul([
        c.t(L('Material und Service', 'Matériel et service', 'Materiale e servizio', 'Material and service')),
        c.t(
          L(
            'Beratung durch unsere Anwendungstechnik',
            'Conseil par notre service technique',
            'Consulenza del nostro servizio tecnico',
            'Advice from our application engineers',
          ),
        ),
      ]),
    ]),
  },
]
