import { L } from '../types'
import type { BlockContext } from './context'

/** Each tenant's first stage slide: what the tenant sells, and a link to its main product. */
export const HOME_INTRO = {
  tribo: {
    titleIntro: L(
      'Schweizer Schmierstoffe seit 1962',
      'Lubrifiants suisses depuis 1962',
      'Lubrificanti svizzeri dal 1962',
      'Swiss lubricants since 1962',
    ),
    title: L(
      'Öl, das Motoren länger leben lässt',
      'L’huile qui prolonge la vie des moteurs',
      'L’olio che allunga la vita dei motori',
      'Oil that makes engines last longer',
    ),
    text: L(
      'Motorenöle, Getriebeöle und Spezialfette aus Winterthur – geprüft in unserem eigenen Labor.',
      'Huiles moteur, huiles de transmission et graisses spéciales de Winterthour – contrôlées dans notre propre laboratoire.',
      'Oli motore, oli per trasmissioni e grassi speciali da Winterthur – controllati nel nostro laboratorio.',
      'Engine oils, gear oils and special greases from Winterthur – tested in our own laboratory.',
    ),
    linkText: L('Unsere Motorenöle', 'Nos huiles moteur', 'I nostri oli motore', 'Our engine oils'),
  },
  moto: {
    titleIntro: L('Tribo Moto', 'Tribo Moto', 'Tribo Moto', 'Tribo Moto'),
    title: L(
      'Gebaut für die Passstrasse',
      'Conçue pour les cols',
      'Costruito per i passi alpini',
      'Built for the mountain pass',
    ),
    text: L(
      'Motorradöle, Kettenpflege und Gabelöle aus Winterthur – erprobt auf der Rennstrecke.',
      'Huiles moto, entretien de chaîne et huiles de fourche de Winterthour – éprouvés sur circuit.',
      'Oli moto, cura della catena e oli forcella da Winterthur – collaudati in pista.',
      'Motorcycle oils, chain care and fork oils from Winterthur – proven on the race track.',
    ),
    linkText: L('Unsere Motorradöle', 'Nos huiles moto', 'I nostri oli moto', 'Our motorcycle oils'),
  },
  industrie: {
    titleIntro: L('Tribo Industrie', 'Tribo Industrie', 'Tribo Industrie', 'Tribo Industry'),
    title: L(
      'Schmierung, die Anlagen laufen lässt',
      'La lubrification qui fait tourner les installations',
      'La lubrificazione che fa girare gli impianti',
      'Lubrication that keeps plants running',
    ),
    text: L(
      'Hydrauliköle, Industriegetriebeöle und H1-Schmierstoffe aus Winterthur – mit Schmierplan und Ölanalyse.',
      'Huiles hydrauliques, huiles pour engrenages industriels et lubrifiants H1 de Winterthour – avec plan de graissage et analyse d’huile.',
      'Oli idraulici, oli per ingranaggi industriali e lubrificanti H1 da Winterthur – con piano di lubrificazione e analisi dell’olio.',
      'Hydraulic oils, industrial gear oils and H1 lubricants from Winterthur – with lubrication schedules and oil analysis.',
    ),
    linkText: L(
      'Unsere Hydrauliköle',
      'Nos huiles hydrauliques',
      'I nostri oli idraulici',
      'Our hydraulic oils',
    ),
  },
} as const

/** The home page's own parts and slots for one tenant and language. */
export function homeData(c: BlockContext) {
  const intro = HOME_INTRO[c.tenantSlug as keyof typeof HOME_INTRO] ?? HOME_INTRO.tribo
  return {
    stage: [
      {
        isIntro: true,
        titleIntro: c.t(intro.titleIntro),
        title: c.t(intro.title),
        text: c.t(intro.text),
        url: c.productUrl(0),
        linkText: c.t(intro.linkText),
        backgroundImage: c.media('stage-road'),
        sliderImage: c.media('stage-mobile'),
        circleImage: c.media('circle-canister'),
      },
      {
        titleIntro: c.t(L('Nachhaltigkeit', 'Durabilité', 'Sostenibilità', 'Sustainability')),
        title: c.t(
          L(
            'Produziert mit Sonnenstrom',
            'Produit à l’énergie solaire',
            'Prodotto con energia solare',
            'Made with solar power',
          ),
        ),
        text: c.t(
          L(
            'Ein Drittel unseres Stroms kommt vom eigenen Dach.',
            'Un tiers de notre électricité vient de notre toit.',
            'Un terzo della nostra elettricità viene dal nostro tetto.',
            'A third of our electricity comes from our own roof.',
          ),
        ),
        url: `/${c.locale}/news/${c.t(L('solaranlage-werk-winterthur', 'installation-solaire-winterthour', 'impianto-solare-winterthur', 'solar-plant-winterthur'))}`,
        linkText: c.t(L('Zur Meldung', 'Lire l’article', 'Leggi la notizia', 'Read the story')),
        backgroundImage: c.media('stage-plant'),
      },
      {
        titleIntro: c.t(L('Labor', 'Laboratoire', 'Laboratorio', 'Laboratory')),
        title: c.t(
          L(
            'Ölanalyse in fünf Tagen',
            'Analyse d’huile en cinq jours',
            'Analisi dell’olio in cinque giorni',
            'Oil analysis in five days',
          ),
        ),
        text: c.t(
          L(
            'Verschleiss erkennen, bevor die Maschine steht.',
            'Détecter l’usure avant que la machine ne s’arrête.',
            'Riconoscere l’usura prima che la macchina si fermi.',
            'Spot wear before the machine stops.',
          ),
        ),
        url: c.showcase('teasers'),
        linkText: c.t(L('Mehr erfahren', 'En savoir plus', 'Scopri di più', 'Learn more')),
        backgroundImage: c.media('stage-lab'),
      },
    ],
    newsTiles: {
      title: c.t(L('Aktuelles', 'Actualités', 'Attualità', 'Latest news')),
      allNewsTitle: c.t(L('Alle News', 'Toutes les actualités', 'Tutte le news', 'All news')),
      allNewsUrl: `/${c.locale}/news`,
    },
    oilFinderTile: {
      title: c.t(
        L(
          'Welches Öl braucht Ihr Fahrzeug?',
          'Quelle huile pour votre véhicule ?',
          'Quale olio per il vostro veicolo?',
          'Which oil does your vehicle need?',
        ),
      ),
      text: c.t(
        L(
          'Marke, Modell und Motor wählen – der Ölfinder zeigt die passenden Produkte und Füllmengen.',
          'Choisissez marque, modèle et moteur – la recherche d’huile affiche les produits et quantités adaptés.',
          'Scegliete marca, modello e motore – la ricerca olio mostra i prodotti e le quantità adatti.',
          'Choose make, model and engine – the oil finder shows the right products and fill quantities.',
        ),
      ),
      buttonText: c.t(L('Öl finden', 'Trouver l’huile', 'Trova l’olio', 'Find the oil')),
      image: c.media('product-canister'),
    },
    content: [
      {
        blockType: 'iconList',
        title: c.t(L('Warum Tribo', 'Pourquoi Tribo', 'Perché Tribo', 'Why Tribo')),
        width: 'default',
        background: 'gray',
        items: [
          {
            icon: 'check',
            title: c.t(
              L(
                'Herstellerfreigaben',
                'Homologations constructeurs',
                'Omologazioni dei costruttori',
                'OEM approvals',
              ),
            ),
            text: c.t(
              L(
                'Über 300 Freigaben von VW bis Volvo.',
                'Plus de 300 homologations, de VW à Volvo.',
                'Oltre 300 omologazioni, da VW a Volvo.',
                'More than 300 approvals from VW to Volvo.',
              ),
            ),
          },
          {
            icon: 'cart',
            title: c.t(
              L(
                'Lieferung in 24 Stunden',
                'Livraison en 24 heures',
                'Consegna in 24 ore',
                'Delivery in 24 hours',
              ),
            ),
            text: c.t(
              L(
                'In der ganzen Schweiz, ab einem Kanister.',
                'Dans toute la Suisse, dès un bidon.',
                'In tutta la Svizzera, da una tanica.',
                'Anywhere in Switzerland, from one canister.',
              ),
            ),
          },
          {
            icon: 'info',
            title: c.t(
              L('Persönliche Beratung', 'Conseil personnalisé', 'Consulenza personale', 'Personal advice'),
            ),
            text: c.t(
              L(
                'Unsere Anwendungstechnik hilft bei jeder Frage.',
                'Notre service technique répond à chaque question.',
                'Il nostro servizio tecnico risponde a ogni domanda.',
                'Our application engineers help with every question.',
              ),
            ),
          },
          {
            icon: 'oil',
            title: c.t(L('Eigenes Labor', 'Propre laboratoire', 'Laboratorio proprio', 'Own laboratory')),
            text: c.t(
              L(
                'Jede Charge wird geprüft, bevor sie das Werk verlässt.',
                'Chaque lot est contrôlé avant de quitter l’usine.',
                'Ogni lotto viene controllato prima di lasciare lo stabilimento.',
                'Every batch is tested before it leaves the plant.',
              ),
            ),
          },
        ],
      },
    ],
    teasers: [
      {
        blockType: 'productTeaserList',
        title: c.t(L('Beliebte Produkte', 'Produits populaires', 'Prodotti popolari', 'Popular products')),
        columns: '4',
        navigationColor: 'primary',
        background: 'white',
        items: c.products.map((product) => ({ product })),
      },
      {
        blockType: 'quote',
        navigationColor: 'primary',
        quotes: [
          {
            text: c.t(
              L(
                'Seit wir auf Tribo umgestellt haben, laufen unsere Busse 20 000 Kilometer länger bis zum Ölwechsel.',
                'Depuis que nous utilisons Tribo, nos bus roulent 20 000 kilomètres de plus entre deux vidanges.',
                'Da quando usiamo Tribo, i nostri bus percorrono 20 000 chilometri in più tra un cambio d’olio e l’altro.',
                'Since switching to Tribo, our buses run 20,000 kilometres longer between oil changes.',
              ),
            ),
            name: 'Monika Keller',
            jobTitle: c.t(
              L(
                'Leiterin Fahrzeugunterhalt, Stadtbus Winterthur',
                'Responsable de l’entretien, Stadtbus Winterthur',
                'Responsabile manutenzione, Stadtbus Winterthur',
                'Head of fleet maintenance, Stadtbus Winterthur',
              ),
            ),
            image: c.media('portrait-a'),
          },
        ],
      },
      {
        blockType: 'contactTeaser',
        background: 'gray',
        title: c.t(
          L(
            'Fragen zur Schmierung?',
            'Des questions sur la lubrification ?',
            'Domande sulla lubrificazione?',
            'Questions about lubrication?',
          ),
        ),
        items: [
          {
            text: c.t(
              L(
                'Produktwahl und Umstellung',
                'Choix du produit et conversion',
                'Scelta del prodotto e conversione',
                'Choosing and switching products',
              ),
            ),
          },
          {
            text: c.t(
              L(
                'Schmierpläne für Fuhrparks und Anlagen',
                'Plans de graissage pour flottes et installations',
                'Piani di lubrificazione per flotte e impianti',
                'Lubrication schedules for fleets and plants',
              ),
            ),
          },
          {
            text: c.t(
              L(
                'Ölanalysen aus unserem Labor',
                'Analyses d’huile de notre laboratoire',
                'Analisi dell’olio dal nostro laboratorio',
                'Oil analyses from our laboratory',
              ),
            ),
          },
        ],
        buttonText: c.t(L('Kontakt aufnehmen', 'Nous contacter', 'Contattaci', 'Get in touch')),
        link: { href: c.showcase('teasers') },
        image: c.media('portrait-b'),
        footerText: c.t(
          L(
            'Wir antworten innert 48 Stunden.',
            'Nous répondons dans les 48 heures.',
            'Rispondiamo entro 48 ore.',
            'We reply within 48 hours.',
          ),
        ),
        phoneLink: {
          value: '+41 52 260 50 50',
          label: c.t(L('Mo–Fr 7.30–17.00 Uhr', 'Lu–ve 7h30–17h00', 'Lu–ve 7.30–17.00', 'Mon–Fri 7:30–17:00')),
        },
      },
    ],
  }
}
