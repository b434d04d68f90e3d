import type { EmploymentType, JobDepartment } from '../../features/jobs/model'
import { L, type Localized } from './types'

/** One seeded opening; dates are days relative to the seed run, so the demo always has current openings. */
export type JobSeed = {
  tenant: 'tribo' | 'moto' | 'industrie'
  title: Localized<string>
  slug: Localized<string>
  department: JobDepartment
  location: string
  workload: [number, number]
  employmentType: EmploymentType
  /** null: by agreement; else days from the seed run. */
  startInDays: number | null
  intro: Localized<string>
  tasks: Localized<string[]>
  profile: Localized<string[]>
  offer?: Localized<string[]>
  contact: { name: string; function: Localized<string>; phone: string; email: string }
  publishedDaysAgo: number
  /** Days from the seed run to the last day shown; negative: expired (never shown). */
  untilInDays: number | null
}

const HR_TRIBO = {
  name: 'Sandra Keller',
  function: L('HR Business Partnerin', 'HR Business Partner', 'HR Business Partner', 'HR Business Partner'),
  phone: '+41 52 208 44 10',
  email: 'jobs@tribo.ch',
}
const HR_MOTO = {
  name: 'Marco Bernasconi',
  function: L('Leiter Personal', 'Responsable du personnel', 'Responsabile del personale', 'Head of HR'),
  phone: '+41 91 960 22 30',
  email: 'jobs@tribo-moto.ch',
}
const HR_INDUSTRIE = {
  name: 'Claudia Frei',
  function: L('Personalverantwortliche', 'Responsable RH', 'Responsabile HR', 'HR manager'),
  phone: '+41 62 788 51 00',
  email: 'jobs@tribo-industrie.ch',
}

/** What every Tribo opening offers; an opening may bring its own list. */
export const TRIBO_OFFER: Localized<string[]> = {
  de: [
    'Ein Familienunternehmen mit kurzen Entscheidungswegen',
    'Fünf Wochen Ferien und flexible Arbeitszeiten',
    'Gezielte Weiterbildung und interne Schulungen',
    'Moderner Arbeitsplatz in Winterthur, fünf Minuten vom Bahnhof Grüze',
  ],
  fr: [
    'Une entreprise familiale aux circuits de décision courts',
    'Cinq semaines de vacances et des horaires flexibles',
    'Des formations continues ciblées et des cours internes',
    'Un poste de travail moderne à Winterthour, à cinq minutes de la gare de Grüze',
  ],
  it: [
    'Un’azienda familiare con processi decisionali brevi',
    'Cinque settimane di vacanza e orari flessibili',
    'Formazione continua mirata e corsi interni',
    'Posto di lavoro moderno a Winterthur, a cinque minuti dalla stazione di Grüze',
  ],
  en: [
    'A family business with short decision paths',
    'Five weeks of holiday and flexible working hours',
    'Targeted further training and in-house courses',
    'A modern workplace in Winterthur, five minutes from Grüze station',
  ],
}

export const JOB_SEEDS: JobSeed[] = [
  {
    tenant: 'tribo',
    title: L(
      'Anwendungstechniker/in Schmierstoffe',
      'Technicien/ne d’application lubrifiants',
      'Tecnico/a d’applicazione lubrificanti',
      'Lubricants application engineer',
    ),
    slug: L(
      'anwendungstechniker-schmierstoffe',
      'technicien-application-lubrifiants',
      'tecnico-applicazione-lubrificanti',
      'lubricants-application-engineer',
    ),
    department: 'applicationEngineering',
    location: 'Winterthur',
    workload: [80, 100],
    employmentType: 'permanent',
    startInDays: null,
    intro: L(
      'Sie beraten Kundinnen und Kunden aus Industrie und Werkstätten bei der Wahl und dem Einsatz unserer Schmierstoffe und lösen Schmierungsprobleme direkt an der Maschine.',
      'Vous conseillez nos clients de l’industrie et des garages dans le choix et l’utilisation de nos lubrifiants et résolvez les problèmes de lubrification directement sur la machine.',
      'Consiglia i clienti dell’industria e delle officine nella scelta e nell’uso dei nostri lubrificanti e risolve i problemi di lubrificazione direttamente sulla macchina.',
      'You advise customers from industry and workshops on choosing and using our lubricants and solve lubrication problems right at the machine.',
    ),
    tasks: {
      de: [
        'Technische Beratung von Kunden und Verkauf, vor Ort und am Telefon',
        'Schmierstoffempfehlungen und Umstellungskonzepte erstellen',
        'Ölanalysen auswerten und Massnahmen vorschlagen',
        'Schulungen für Kunden und Händler durchführen',
      ],
      fr: [
        'Conseil technique aux clients et à la vente, sur place et par téléphone',
        'Établir des recommandations de lubrifiants et des concepts de changement',
        'Évaluer des analyses d’huile et proposer des mesures',
        'Animer des formations pour clients et revendeurs',
      ],
      it: [
        'Consulenza tecnica a clienti e vendita, sul posto e al telefono',
        'Elaborare raccomandazioni di lubrificanti e piani di conversione',
        'Valutare analisi dell’olio e proporre misure',
        'Tenere corsi per clienti e rivenditori',
      ],
      en: [
        'Technical advice to customers and sales, on site and by phone',
        'Drawing up lubricant recommendations and changeover plans',
        'Evaluating oil analyses and proposing measures',
        'Running training sessions for customers and dealers',
      ],
    },
    profile: {
      de: [
        'Technische Grundausbildung (z. B. Polymechaniker/in, Automobil-Mechatroniker/in) mit Weiterbildung HF oder FH',
        'Erfahrung mit Schmierstoffen, Hydraulik oder Instandhaltung',
        'Gute Französischkenntnisse, Englisch von Vorteil',
        'Freude am Kundenkontakt und an Reisen in der ganzen Schweiz',
      ],
      fr: [
        'Formation technique de base (p. ex. polymécanicien/ne, mécatronicien/ne d’automobiles) avec formation ES ou HES',
        'Expérience des lubrifiants, de l’hydraulique ou de la maintenance',
        'Bonnes connaissances de l’allemand, l’anglais est un atout',
        'Plaisir au contact clientèle et aux déplacements dans toute la Suisse',
      ],
      it: [
        'Formazione tecnica di base (p. es. polimeccanico/a, meccatronico/a d’automobili) con formazione SSS o SUP',
        'Esperienza con lubrificanti, idraulica o manutenzione',
        'Buone conoscenze del tedesco e del francese, inglese un vantaggio',
        'Piacere nel contatto con i clienti e nei viaggi in tutta la Svizzera',
      ],
      en: [
        'Technical vocational training (e.g. polymechanic, automotive mechatronics) with a college or university degree',
        'Experience with lubricants, hydraulics or maintenance',
        'Good French, English an advantage',
        'Enjoy working with customers and travelling all over Switzerland',
      ],
    },
    contact: HR_TRIBO,
    publishedDaysAgo: 12,
    untilInDays: 60,
  },
  {
    tenant: 'tribo',
    title: L(
      'Aussendienstmitarbeiter/in Westschweiz',
      'Collaborateur/trice du service externe Suisse romande',
      'Collaboratore/trice servizio esterno Svizzera romanda',
      'Field sales representative, western Switzerland',
    ),
    slug: L(
      'aussendienst-westschweiz',
      'service-externe-suisse-romande',
      'servizio-esterno-svizzera-romanda',
      'field-sales-western-switzerland',
    ),
    department: 'sales',
    location: 'Lausanne',
    workload: [100, 100],
    employmentType: 'permanent',
    startInDays: 75,
    intro: L(
      'Sie betreuen und erweitern unseren Kundenstamm von Garagen, Transportunternehmen und Landmaschinenhändlern zwischen Genf, Wallis und Jura.',
      'Vous suivez et développez notre clientèle de garages, d’entreprises de transport et de concessionnaires de machines agricoles entre Genève, le Valais et le Jura.',
      'Segue e amplia la nostra clientela di garage, aziende di trasporto e rivenditori di macchine agricole tra Ginevra, Vallese e Giura.',
      'You look after and grow our customer base of garages, hauliers and agricultural machinery dealers between Geneva, Valais and the Jura.',
    ),
    tasks: {
      de: [
        'Bestehende Kunden besuchen und beraten',
        'Neue Kunden gewinnen und Offerten erstellen',
        'Jahresgespräche und Sortimentsplanung mit Händlern',
        'Auftritte an regionalen Messen wie der Agrama',
      ],
      fr: [
        'Visiter et conseiller la clientèle existante',
        'Acquérir de nouveaux clients et établir des offres',
        'Entretiens annuels et planification de l’assortiment avec les revendeurs',
        'Présence aux salons régionaux comme Agrama',
      ],
      it: [
        'Visitare e consigliare i clienti esistenti',
        'Acquisire nuovi clienti e allestire offerte',
        'Colloqui annuali e pianificazione dell’assortimento con i rivenditori',
        'Presenza a fiere regionali come Agrama',
      ],
      en: [
        'Visiting and advising existing customers',
        'Winning new customers and preparing quotes',
        'Annual reviews and range planning with dealers',
        'Representing us at regional fairs such as Agrama',
      ],
    },
    profile: {
      de: [
        'Kaufmännische oder technische Ausbildung mit Verkaufserfahrung im Aussendienst',
        'Französisch als Muttersprache, gute Deutschkenntnisse',
        'Wohnort in der Westschweiz',
        'Selbständige, verlässliche Arbeitsweise',
      ],
      fr: [
        'Formation commerciale ou technique avec expérience de la vente au service externe',
        'Langue maternelle française, bonnes connaissances de l’allemand',
        'Domicile en Suisse romande',
        'Manière de travailler autonome et fiable',
      ],
      it: [
        'Formazione commerciale o tecnica con esperienza di vendita nel servizio esterno',
        'Madrelingua francese, buone conoscenze del tedesco',
        'Domicilio nella Svizzera romanda',
        'Modo di lavorare autonomo e affidabile',
      ],
      en: [
        'Commercial or technical training with field sales experience',
        'French native speaker with good German',
        'Living in western Switzerland',
        'An independent, reliable way of working',
      ],
    },
    offer: {
      de: [
        'Geschäftsfahrzeug, auch zur privaten Nutzung',
        'Fixlohn mit Umsatzbeteiligung',
        'Fünf Wochen Ferien',
        'Einführung im Hauptsitz Winterthur',
      ],
      fr: [
        'Véhicule de service, aussi pour un usage privé',
        'Salaire fixe avec participation au chiffre d’affaires',
        'Cinq semaines de vacances',
        'Mise au courant au siège de Winterthour',
      ],
      it: [
        'Veicolo aziendale, anche per uso privato',
        'Salario fisso con partecipazione alla cifra d’affari',
        'Cinque settimane di vacanza',
        'Introduzione presso la sede di Winterthur',
      ],
      en: [
        'Company car, also for private use',
        'Fixed salary with a share of sales',
        'Five weeks of holiday',
        'Induction at the Winterthur head office',
      ],
    },
    contact: HR_TRIBO,
    publishedDaysAgo: 20,
    untilInDays: 40,
  },
  {
    tenant: 'tribo',
    title: L(
      'Lernende/r Logistiker/in EFZ',
      'Apprenti/e logisticien/ne CFC',
      'Apprendista logistico/a AFC',
      'Logistics apprentice (EFZ)',
    ),
    slug: L(
      'lehrstelle-logistiker-efz',
      'apprentissage-logisticien-cfc',
      'apprendistato-logistico-afc',
      'logistics-apprenticeship',
    ),
    department: 'logistics',
    location: 'Winterthur',
    workload: [100, 100],
    employmentType: 'apprenticeship',
    startInDays: 250,
    intro: L(
      'In drei Jahren lernst du bei uns alles über Wareneingang, Lager und Versand – vom Fass bis zur Palette für Kunden in der ganzen Schweiz.',
      'En trois ans, tu apprends chez nous tout sur la réception des marchandises, le stockage et l’expédition – du fût à la palette pour des clients dans toute la Suisse.',
      'In tre anni impari da noi tutto su ricezione merci, magazzino e spedizione – dal fusto al pallet per clienti in tutta la Svizzera.',
      'Over three years you learn everything about goods receipt, storage and dispatch with us – from the drum to the pallet for customers all over Switzerland.',
    ),
    tasks: {
      de: [
        'Waren annehmen, kontrollieren und einlagern',
        'Aufträge rüsten und Sendungen bereitstellen',
        'Stapler fahren (Ausbildung bei uns)',
        'Inventuren und Lagerordnung',
      ],
      fr: [
        'Réceptionner, contrôler et stocker les marchandises',
        'Préparer les commandes et les envois',
        'Conduire un chariot élévateur (formation chez nous)',
        'Inventaires et ordre dans l’entrepôt',
      ],
      it: [
        'Ricevere, controllare e immagazzinare la merce',
        'Preparare ordini e spedizioni',
        'Guidare il carrello elevatore (formazione da noi)',
        'Inventari e ordine nel magazzino',
      ],
      en: [
        'Receiving, checking and storing goods',
        'Picking orders and preparing shipments',
        'Driving a forklift (trained by us)',
        'Stocktaking and keeping the warehouse in order',
      ],
    },
    profile: {
      de: [
        'Abgeschlossene Sekundarschule',
        'Freude an körperlicher Arbeit und Technik',
        'Zuverlässig und exakt',
        'Schnupperlehre bei uns von Vorteil',
      ],
      fr: [
        'École secondaire terminée',
        'Plaisir au travail physique et à la technique',
        'Fiable et précis/e',
        'Un stage d’essai chez nous est un atout',
      ],
      it: [
        'Scuola secondaria conclusa',
        'Piacere per il lavoro fisico e la tecnica',
        'Affidabile e preciso/a',
        'Uno stage di orientamento da noi è un vantaggio',
      ],
      en: [
        'Completed secondary school',
        'Enjoy physical work and technology',
        'Reliable and precise',
        'A trial day with us is an advantage',
      ],
    },
    contact: {
      name: 'Reto Schneider',
      function: L(
        'Berufsbildner Logistik',
        'Formateur en logistique',
        'Formatore logistica',
        'Logistics trainer',
      ),
      phone: '+41 52 208 44 31',
      email: 'lehrstellen@tribo.ch',
    },
    publishedDaysAgo: 30,
    untilInDays: 120,
  },
  {
    tenant: 'tribo',
    title: L(
      'Laborant/in Fachrichtung Chemie',
      'Laborantin/e en chimie',
      'Laboratorista in chimica',
      'Chemistry laboratory technician',
    ),
    slug: L(
      'laborant-chemie',
      'laborantin-chimie',
      'laboratorista-chimica',
      'chemistry-laboratory-technician',
    ),
    department: 'laboratory',
    location: 'Winterthur',
    workload: [60, 80],
    employmentType: 'permanent',
    startInDays: null,
    intro: L(
      'In unserem Labor prüfen Sie Rohstoffe, Fertigprodukte und Gebrauchtöle und tragen so zur gleichbleibenden Qualität unserer Schmierstoffe bei.',
      'Dans notre laboratoire, vous contrôlez matières premières, produits finis et huiles usagées et contribuez ainsi à la qualité constante de nos lubrifiants.',
      'Nel nostro laboratorio controlla materie prime, prodotti finiti e oli usati, contribuendo così alla qualità costante dei nostri lubrificanti.',
      'In our laboratory you test raw materials, finished products and used oils and so help keep the quality of our lubricants consistent.',
    ),
    tasks: {
      de: [
        'Viskosität, Flammpunkt und Wassergehalt bestimmen',
        'Eingangs- und Freigabeprüfungen durchführen',
        'Gebrauchtölanalysen für Kunden',
        'Prüfmittel warten und Ergebnisse dokumentieren',
      ],
      fr: [
        'Déterminer la viscosité, le point d’éclair et la teneur en eau',
        'Effectuer les contrôles d’entrée et de libération',
        'Analyses d’huiles usagées pour les clients',
        'Entretenir les équipements de contrôle et documenter les résultats',
      ],
      it: [
        'Determinare viscosità, punto d’infiammabilità e contenuto d’acqua',
        'Eseguire i controlli in entrata e di rilascio',
        'Analisi di oli usati per i clienti',
        'Manutenzione degli strumenti di prova e documentazione dei risultati',
      ],
      en: [
        'Measuring viscosity, flash point and water content',
        'Carrying out incoming and release tests',
        'Used-oil analyses for customers',
        'Maintaining test equipment and documenting results',
      ],
    },
    profile: {
      de: [
        'Lehre als Laborant/in EFZ Fachrichtung Chemie',
        'Erfahrung in einem Prüflabor, idealerweise mit Mineralölprodukten',
        'Sorgfältige, selbständige Arbeitsweise',
        'Gute Deutschkenntnisse',
      ],
      fr: [
        'CFC de laborantin/e en chimie',
        'Expérience dans un laboratoire d’essais, idéalement avec des produits pétroliers',
        'Manière de travailler soigneuse et autonome',
        'Bonnes connaissances de l’allemand',
      ],
      it: [
        'AFC di laboratorista in chimica',
        'Esperienza in un laboratorio di prova, idealmente con prodotti petroliferi',
        'Modo di lavorare accurato e autonomo',
        'Buone conoscenze del tedesco',
      ],
      en: [
        'Apprenticeship as a chemistry laboratory technician (EFZ)',
        'Experience in a testing laboratory, ideally with mineral oil products',
        'A careful, independent way of working',
        'Good German',
      ],
    },
    contact: HR_TRIBO,
    publishedDaysAgo: 5,
    untilInDays: null,
  },
  {
    tenant: 'tribo',
    title: L(
      'Key Account Manager/in Industrie',
      'Key Account Manager Industrie',
      'Key Account Manager Industria',
      'Key account manager, industry',
    ),
    slug: L(
      'key-account-manager-industrie',
      'key-account-manager-industrie',
      'key-account-manager-industria',
      'key-account-manager-industry',
    ),
    department: 'sales',
    location: 'Winterthur',
    workload: [100, 100],
    employmentType: 'permanent',
    startInDays: null,
    intro: L(
      'Sie verantworten unsere grössten Industriekunden in der Deutschschweiz und entwickeln mit ihnen Schmierstoffkonzepte für ganze Werke.',
      'Vous êtes responsable de nos plus grands clients industriels de Suisse alémanique et développez avec eux des concepts de lubrification pour des usines entières.',
      'È responsabile dei nostri maggiori clienti industriali della Svizzera tedesca e sviluppa con loro concetti di lubrificazione per interi stabilimenti.',
      'You are responsible for our largest industrial customers in German-speaking Switzerland and develop lubrication concepts for entire plants with them.',
    ),
    tasks: {
      de: [
        'Betreuung von rund 40 Schlüsselkunden',
        'Rahmenverträge verhandeln und Jahresziele verfolgen',
        'Schmierpläne mit der Anwendungstechnik erarbeiten',
        'Markt und Wettbewerb beobachten',
      ],
      fr: [
        'Suivi d’environ 40 clients clés',
        'Négocier des contrats-cadres et suivre les objectifs annuels',
        'Élaborer des plans de lubrification avec la technique d’application',
        'Observer le marché et la concurrence',
      ],
      it: [
        'Assistenza a circa 40 clienti chiave',
        'Negoziare contratti quadro e seguire gli obiettivi annuali',
        'Elaborare piani di lubrificazione con la tecnica d’applicazione',
        'Osservare il mercato e la concorrenza',
      ],
      en: [
        'Looking after about 40 key accounts',
        'Negotiating framework agreements and tracking annual targets',
        'Working out lubrication plans with application engineering',
        'Watching the market and competitors',
      ],
    },
    profile: {
      de: [
        'Technische Ausbildung mit betriebswirtschaftlicher Weiterbildung',
        'Mehrjährige Erfahrung im Industrieverkauf',
        'Verhandlungsgeschick und Abschlussstärke',
        'Deutsch und Englisch verhandlungssicher',
      ],
      fr: [
        'Formation technique avec formation continue en gestion',
        'Plusieurs années d’expérience dans la vente industrielle',
        'Habile négociateur/trice, sens de la conclusion',
        'Allemand et anglais courants',
      ],
      it: [
        'Formazione tecnica con formazione continua in economia aziendale',
        'Esperienza pluriennale nella vendita industriale',
        'Abilità negoziale e capacità di chiudere',
        'Tedesco e inglese fluenti',
      ],
      en: [
        'Technical training with further business education',
        'Several years of industrial sales experience',
        'Strong negotiator who closes deals',
        'Business-fluent German and English',
      ],
    },
    contact: HR_TRIBO,
    publishedDaysAgo: 8,
    untilInDays: 50,
  },
  {
    tenant: 'tribo',
    title: L(
      'Produktionsmitarbeiter/in Abfüllung',
      'Collaborateur/trice de production remplissage',
      'Collaboratore/trice di produzione riempimento',
      'Production operator, filling',
    ),
    slug: L(
      'produktionsmitarbeiter-abfuellung',
      'collaborateur-production-remplissage',
      'collaboratore-produzione-riempimento',
      'production-operator-filling',
    ),
    department: 'production',
    location: 'Winterthur',
    workload: [100, 100],
    employmentType: 'temporary',
    startInDays: 21,
    intro: L(
      'Für die Hochsaison bis Ende Jahr verstärken Sie unser Team an den Abfülllinien für Gebinde von 1 bis 1000 Litern.',
      'Pour la haute saison jusqu’à la fin de l’année, vous renforcez notre équipe sur les lignes de remplissage pour des emballages de 1 à 1000 litres.',
      'Per l’alta stagione fino a fine anno rafforza il nostro team alle linee di riempimento per confezioni da 1 a 1000 litri.',
      'For the busy season until the end of the year you join our team on the filling lines for containers from 1 to 1000 litres.',
    ),
    tasks: {
      de: [
        'Abfüllanlagen bedienen und überwachen',
        'Gebinde etikettieren und palettieren',
        'Produktwechsel und Reinigung der Linien',
        'Qualitätskontrollen nach Vorgabe',
      ],
      fr: [
        'Conduire et surveiller les installations de remplissage',
        'Étiqueter et palettiser les emballages',
        'Changements de produit et nettoyage des lignes',
        'Contrôles de qualité selon les consignes',
      ],
      it: [
        'Condurre e sorvegliare gli impianti di riempimento',
        'Etichettare e pallettizzare le confezioni',
        'Cambi di prodotto e pulizia delle linee',
        'Controlli di qualità secondo le istruzioni',
      ],
      en: [
        'Operating and monitoring the filling lines',
        'Labelling and palletising containers',
        'Product changeovers and line cleaning',
        'Quality checks as instructed',
      ],
    },
    profile: {
      de: [
        'Erfahrung in der Produktion, idealerweise in der Abfüllung',
        'Bereitschaft zu Schichtarbeit (zwei Schichten)',
        'Staplerausweis von Vorteil',
        'Gute Deutschkenntnisse',
      ],
      fr: [
        'Expérience en production, idéalement dans le remplissage',
        'Disponibilité pour le travail en équipes (deux équipes)',
        'Permis de cariste un atout',
        'Bonnes connaissances de l’allemand',
      ],
      it: [
        'Esperienza in produzione, idealmente nel riempimento',
        'Disponibilità al lavoro a turni (due turni)',
        'Licenza per carrelli elevatori un vantaggio',
        'Buone conoscenze del tedesco',
      ],
      en: [
        'Production experience, ideally in filling',
        'Willing to work shifts (two shifts)',
        'Forklift licence an advantage',
        'Good German',
      ],
    },
    contact: HR_TRIBO,
    publishedDaysAgo: 3,
    untilInDays: 30,
  },
  {
    tenant: 'tribo',
    title: L(
      'Praktikant/in Marketing und Kommunikation',
      'Stagiaire marketing et communication',
      'Stagista marketing e comunicazione',
      'Marketing and communications intern',
    ),
    slug: L(
      'praktikum-marketing-kommunikation',
      'stage-marketing-communication',
      'stage-marketing-comunicazione',
      'marketing-communications-internship',
    ),
    department: 'marketing',
    location: 'Winterthur',
    workload: [80, 100],
    employmentType: 'internship',
    startInDays: 45,
    intro: L(
      'Während sechs Monaten arbeiten Sie an Kampagnen, Messeauftritten und Inhalten für Website und Social Media mit.',
      'Pendant six mois, vous participez aux campagnes, aux présences sur les salons et aux contenus pour le site web et les réseaux sociaux.',
      'Per sei mesi collabora a campagne, presenze in fiera e contenuti per il sito web e i social media.',
      'For six months you work on campaigns, trade fair appearances and content for the website and social media.',
    ),
    tasks: {
      de: [
        'Texte und Bilder für Website und Newsletter vorbereiten',
        'Messen wie die Transport-CH mitorganisieren',
        'Social-Media-Beiträge planen und auswerten',
        'Marktrecherchen durchführen',
      ],
      fr: [
        'Préparer textes et images pour le site web et la newsletter',
        'Co-organiser des salons comme Transport-CH',
        'Planifier et évaluer les publications sur les réseaux sociaux',
        'Réaliser des études de marché',
      ],
      it: [
        'Preparare testi e immagini per il sito web e la newsletter',
        'Co-organizzare fiere come Transport-CH',
        'Pianificare e valutare i post sui social media',
        'Svolgere ricerche di mercato',
      ],
      en: [
        'Preparing texts and images for the website and newsletter',
        'Helping to organise fairs such as Transport-CH',
        'Planning and evaluating social media posts',
        'Carrying out market research',
      ],
    },
    profile: {
      de: [
        'Studium in Kommunikation, Marketing oder Betriebswirtschaft (laufend oder abgeschlossen)',
        'Stilsicheres Deutsch, gutes Französisch',
        'Interesse an Technik und Fahrzeugen',
        'Erfahrung mit Bildbearbeitung von Vorteil',
      ],
      fr: [
        'Études en communication, marketing ou gestion (en cours ou terminées)',
        'Excellent allemand, bon français',
        'Intérêt pour la technique et les véhicules',
        'Expérience du traitement d’images un atout',
      ],
      it: [
        'Studi in comunicazione, marketing o economia aziendale (in corso o conclusi)',
        'Tedesco eccellente, buon francese',
        'Interesse per la tecnica e i veicoli',
        'Esperienza nell’elaborazione di immagini un vantaggio',
      ],
      en: [
        'Studying or graduated in communications, marketing or business',
        'Excellent German, good French',
        'Interest in technology and vehicles',
        'Image editing experience an advantage',
      ],
    },
    contact: HR_TRIBO,
    publishedDaysAgo: 15,
    untilInDays: 25,
  },
  {
    tenant: 'tribo',
    title: L(
      'Sachbearbeiter/in Debitorenbuchhaltung',
      'Collaborateur/trice comptabilité débiteurs',
      'Collaboratore/trice contabilità debitori',
      'Accounts receivable clerk',
    ),
    slug: L(
      'sachbearbeiter-debitorenbuchhaltung',
      'collaborateur-comptabilite-debiteurs',
      'collaboratore-contabilita-debitori',
      'accounts-receivable-clerk',
    ),
    department: 'finance',
    location: 'Winterthur',
    workload: [50, 60],
    employmentType: 'permanent',
    startInDays: null,
    intro: L(
      'Sie führen die Debitorenbuchhaltung für rund 3000 Kunden und sorgen für einen sauberen Zahlungseingang.',
      'Vous tenez la comptabilité débiteurs pour environ 3000 clients et veillez à la bonne rentrée des paiements.',
      'Gestisce la contabilità debitori per circa 3000 clienti e garantisce un corretto incasso dei pagamenti.',
      'You keep the accounts receivable for about 3,000 customers and make sure payments come in cleanly.',
    ),
    tasks: {
      de: ['Zahlungseingänge verbuchen', 'Mahnwesen und Kundenkontakte', 'Mithilfe beim Monatsabschluss'],
      fr: [
        'Comptabiliser les paiements reçus',
        'Gestion des rappels et contacts clients',
        'Participation aux clôtures mensuelles',
      ],
      it: [
        'Registrare i pagamenti in entrata',
        'Gestione dei solleciti e contatti con i clienti',
        'Collaborazione alle chiusure mensili',
      ],
      en: ['Posting incoming payments', 'Dunning and customer contacts', 'Helping with the monthly closing'],
    },
    profile: {
      de: [
        'Kaufmännische Ausbildung EFZ',
        'Erfahrung in der Buchhaltung',
        'Sicher im Umgang mit Abacus oder SAP',
      ],
      fr: ['CFC d’employé/e de commerce', 'Expérience en comptabilité', 'À l’aise avec Abacus ou SAP'],
      it: ['AFC di impiegato/a di commercio', 'Esperienza in contabilità', 'Padronanza di Abacus o SAP'],
      en: ['Commercial apprenticeship (EFZ)', 'Accounting experience', 'Confident with Abacus or SAP'],
    },
    contact: HR_TRIBO,
    publishedDaysAgo: 90,
    untilInDays: -10,
  },
  {
    tenant: 'moto',
    title: L(
      'Motorradmechaniker/in Werkstatt und Prüfstand',
      'Mécanicien/ne motos atelier et banc d’essai',
      'Meccanico/a moto officina e banco prova',
      'Motorcycle mechanic, workshop and test bench',
    ),
    slug: L(
      'motorradmechaniker-pruefstand',
      'mecanicien-motos-banc-essai',
      'meccanico-moto-banco-prova',
      'motorcycle-mechanic-test-bench',
    ),
    department: 'applicationEngineering',
    location: 'Lugano',
    workload: [100, 100],
    employmentType: 'permanent',
    startInDays: null,
    intro: L(
      'Sie testen unsere Motorradöle auf dem Prüfstand und auf der Strasse und unterstützen Händler bei technischen Fragen.',
      'Vous testez nos huiles moto sur le banc d’essai et sur la route et soutenez les revendeurs pour les questions techniques.',
      'Testa i nostri oli per moto sul banco prova e su strada e supporta i rivenditori nelle questioni tecniche.',
      'You test our motorcycle oils on the test bench and on the road and support dealers with technical questions.',
    ),
    tasks: {
      de: [
        'Prüfstandsläufe vorbereiten und auswerten',
        'Feldtests mit Fahrern begleiten',
        'Technische Anfragen von Händlern beantworten',
      ],
      fr: [
        'Préparer et évaluer les essais au banc',
        'Accompagner les essais sur le terrain avec des pilotes',
        'Répondre aux demandes techniques des revendeurs',
      ],
      it: [
        'Preparare e valutare le prove al banco',
        'Accompagnare i test su strada con i piloti',
        'Rispondere alle domande tecniche dei rivenditori',
      ],
      en: [
        'Preparing and evaluating test bench runs',
        'Supporting field tests with riders',
        'Answering technical questions from dealers',
      ],
    },
    profile: {
      de: ['Lehre als Motorradmechaniker/in EFZ', 'Motorradausweis Kategorie A', 'Italienisch und Deutsch'],
      fr: ['CFC de mécanicien/ne en motocycles', 'Permis moto catégorie A', 'Italien et allemand'],
      it: ['AFC di meccanico/a di motociclette', 'Licenza moto categoria A', 'Italiano e tedesco'],
      en: [
        'Apprenticeship as a motorcycle mechanic (EFZ)',
        'Category A motorcycle licence',
        'Italian and German',
      ],
    },
    contact: HR_MOTO,
    publishedDaysAgo: 10,
    untilInDays: 45,
  },
  {
    tenant: 'moto',
    title: L(
      'Verkaufsberater/in Motorradhandel',
      'Conseiller/ère de vente commerce moto',
      'Consulente di vendita commercio moto',
      'Sales adviser, motorcycle trade',
    ),
    slug: L(
      'verkaufsberater-motorradhandel',
      'conseiller-vente-commerce-moto',
      'consulente-vendita-commercio-moto',
      'sales-adviser-motorcycle-trade',
    ),
    department: 'sales',
    location: 'Bellinzona',
    workload: [80, 100],
    employmentType: 'permanent',
    startInDays: 60,
    intro: L(
      'Sie betreuen Motorradhändler im Tessin und in Graubünden und bauen unser Sortiment in ihren Werkstätten aus.',
      'Vous suivez les concessionnaires moto du Tessin et des Grisons et développez notre assortiment dans leurs ateliers.',
      'Segue i concessionari moto in Ticino e nei Grigioni e amplia il nostro assortimento nelle loro officine.',
      'You look after motorcycle dealers in Ticino and Graubünden and grow our range in their workshops.',
    ),
    tasks: {
      de: ['Händler besuchen und beraten', 'Verkaufsaktionen planen', 'Auftritte an Motorradtreffen'],
      fr: [
        'Visiter et conseiller les revendeurs',
        'Planifier des actions de vente',
        'Présence aux rassemblements moto',
      ],
      it: [
        'Visitare e consigliare i rivenditori',
        'Pianificare azioni di vendita',
        'Presenza ai raduni motociclistici',
      ],
      en: ['Visiting and advising dealers', 'Planning sales campaigns', 'Appearances at motorcycle meetings'],
    },
    profile: {
      de: [
        'Erfahrung im Verkauf, idealerweise in der Zweiradbranche',
        'Italienisch als Muttersprache',
        'Begeisterung für Motorräder',
      ],
      fr: [
        'Expérience de la vente, idéalement dans la branche deux-roues',
        'Langue maternelle italienne',
        'Passion pour la moto',
      ],
      it: [
        'Esperienza di vendita, idealmente nel settore delle due ruote',
        'Madrelingua italiana',
        'Passione per le moto',
      ],
      en: [
        'Sales experience, ideally in the two-wheeler trade',
        'Italian native speaker',
        'A passion for motorcycles',
      ],
    },
    contact: HR_MOTO,
    publishedDaysAgo: 4,
    untilInDays: null,
  },
  {
    tenant: 'industrie',
    title: L(
      'Servicetechniker/in Schmiersysteme',
      'Technicien/ne de service systèmes de lubrification',
      'Tecnico/a di servizio sistemi di lubrificazione',
      'Service technician, lubrication systems',
    ),
    slug: L(
      'servicetechniker-schmiersysteme',
      'technicien-service-systemes-lubrification',
      'tecnico-servizio-sistemi-lubrificazione',
      'service-technician-lubrication-systems',
    ),
    department: 'applicationEngineering',
    location: 'Olten',
    workload: [100, 100],
    employmentType: 'permanent',
    startInDays: null,
    intro: L(
      'Sie installieren und warten Zentralschmieranlagen bei Industriekunden in der ganzen Schweiz.',
      'Vous installez et entretenez des installations de lubrification centralisée chez des clients industriels dans toute la Suisse.',
      'Installa e mantiene impianti di lubrificazione centralizzata presso clienti industriali in tutta la Svizzera.',
      'You install and service central lubrication systems for industrial customers all over Switzerland.',
    ),
    tasks: {
      de: [
        'Inbetriebnahme von Zentralschmieranlagen',
        'Wartung und Störungsbehebung vor Ort',
        'Kunden in der Bedienung schulen',
      ],
      fr: [
        'Mise en service d’installations de lubrification centralisée',
        'Entretien et dépannage sur place',
        'Former les clients à l’utilisation',
      ],
      it: [
        'Messa in servizio di impianti di lubrificazione centralizzata',
        'Manutenzione e risoluzione dei guasti sul posto',
        'Formare i clienti all’uso',
      ],
      en: [
        'Commissioning central lubrication systems',
        'On-site maintenance and troubleshooting',
        'Training customers to operate them',
      ],
    },
    profile: {
      de: [
        'Lehre als Polymechaniker/in oder Automatiker/in',
        'Erfahrung im Service',
        'Führerausweis Kategorie B',
      ],
      fr: [
        'CFC de polymécanicien/ne ou d’automaticien/ne',
        'Expérience du service',
        'Permis de conduire catégorie B',
      ],
      it: [
        'AFC di polimeccanico/a o automatista',
        'Esperienza nel servizio',
        'Licenza di condurre categoria B',
      ],
      en: [
        'Apprenticeship as a polymechanic or automation technician',
        'Service experience',
        'Driving licence category B',
      ],
    },
    contact: HR_INDUSTRIE,
    publishedDaysAgo: 6,
    untilInDays: 60,
  },
]

/** Two applications so editors see the CMS list filled (without documents). */
export const APPLICATION_SEEDS = [
  {
    jobSlug: 'anwendungstechniker-schmierstoffe',
    salutation: 'ms' as const,
    firstName: 'Nadine',
    lastName: 'Brunner',
    email: 'nadine.brunner@example.ch',
    phone: '+41 79 412 33 18',
    earliestStart: null,
    salaryExpectation: 98000,
    message:
      'Ich arbeite seit sechs Jahren in der Instandhaltung eines Papierwerks und möchte mein Wissen über Schmierung in der Beratung einsetzen.',
    language: 'de',
    status: 'inReview' as const,
  },
  {
    jobSlug: 'aussendienst-westschweiz',
    salutation: 'mr' as const,
    firstName: 'Julien',
    lastName: 'Rochat',
    email: 'julien.rochat@example.ch',
    phone: '+41 78 655 90 02',
    earliestStart: null,
    salaryExpectation: null,
    message:
      'Fort de huit ans dans la vente de pièces automobiles en Suisse romande, je serais heureux de rejoindre votre équipe.',
    language: 'fr',
    status: 'new' as const,
  },
]
