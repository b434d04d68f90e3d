import { h2, h3, p, ul } from '../rich-text'
import type { PageSeed } from '../types'

const contact: PageSeed = {
  title: { de: 'Kontakt', fr: 'Contact', it: 'Contatto', en: 'Contact' },
  slug: { de: 'kontakt', fr: 'contact', it: 'contatto', en: 'contact' },
  description: {
    de: 'So erreichen Sie den Kundendienst und die Anwendungstechnik von Tribo.',
    fr: 'Comment joindre le service clientèle et le service technique de Tribo.',
    it: 'Come contattare il servizio clienti e il servizio tecnico di Tribo.',
    en: 'How to reach Tribo customer service and application engineering.',
  },
  sections: {
    de: [
      [
        h2('Wir sind für Sie da'),
        p(
          'Unser Kundendienst beantwortet Fragen zu Bestellungen, Lieferungen und Rechnungen von Montag bis Freitag zwischen 7.30 und 17.00 Uhr unter +41 52 260 50 50 oder per E-Mail an service@tribo.ch.',
        ),
        p(
          'Technische Fragen zu Produkten, Freigaben und Schmierplänen beantwortet unsere Anwendungstechnik unter technik@tribo.ch. Bitte nennen Sie uns Fahrzeug oder Anlage, damit wir gezielt helfen können.',
        ),
      ],
      [h3('Adresse'), p('Tribo AG, Industriestrasse 12, 8400 Winterthur, Schweiz')],
    ],
    fr: [
      [
        h2('Nous sommes là pour vous'),
        p(
          'Notre service clientèle répond à vos questions sur les commandes, les livraisons et les factures du lundi au vendredi de 7 h 30 à 17 h au +41 52 260 50 50 ou par e-mail à service@tribo.ch.',
        ),
        p(
          'Pour les questions techniques sur les produits, les homologations et les plans de graissage, notre service technique est joignable à technik@tribo.ch. Indiquez-nous le véhicule ou l’installation afin que nous puissions vous aider de manière ciblée.',
        ),
      ],
      [h3('Adresse'), p('Tribo SA, Industriestrasse 12, 8400 Winterthour, Suisse')],
    ],
    it: [
      [
        h2('Siamo a vostra disposizione'),
        p(
          'Il nostro servizio clienti risponde a domande su ordini, consegne e fatture dal lunedì al venerdì dalle 7.30 alle 17.00 al numero +41 52 260 50 50 o via e-mail a service@tribo.ch.',
        ),
        p(
          'Per domande tecniche su prodotti, omologazioni e piani di lubrificazione il nostro servizio tecnico è raggiungibile a technik@tribo.ch. Indicateci il veicolo o l’impianto, così potremo aiutarvi in modo mirato.',
        ),
      ],
      [h3('Indirizzo'), p('Tribo SA, Industriestrasse 12, 8400 Winterthur, Svizzera')],
    ],
    en: [
      [
        h2('We are here for you'),
        p(
          'Our customer service answers questions about orders, deliveries and invoices Monday to Friday from 7.30 am to 5 pm on +41 52 260 50 50 or by e-mail at service@tribo.ch.',
        ),
        p(
          'For technical questions about products, approvals and lubrication schedules, contact our application engineers at technik@tribo.ch. Please tell us the vehicle or machine so we can help you precisely.',
        ),
      ],
      [h3('Address'), p('Tribo Ltd, Industriestrasse 12, 8400 Winterthur, Switzerland')],
    ],
  },
}

const drainIntervals: PageSeed = {
  title: {
    de: 'Ölwechsel-Intervalle',
    fr: 'Intervalles de vidange',
    it: 'Intervalli di cambio olio',
    en: 'Oil change intervals',
  },
  slug: {
    de: 'oelwechsel-intervalle',
    fr: 'intervalles-de-vidange',
    it: 'intervalli-cambio-olio',
    en: 'oil-change-intervals',
  },
  description: {
    de: 'Wann das Motorenöl gewechselt werden muss und welche Faktoren das Intervall verkürzen.',
    fr: 'Quand vidanger l’huile moteur et quels facteurs raccourcissent l’intervalle.',
    it: 'Quando cambiare l’olio motore e quali fattori accorciano l’intervallo.',
    en: 'When engine oil needs changing and which factors shorten the interval.',
  },
  sections: {
    de: [
      [
        h2('Das richtige Intervall für Ihr Fahrzeug'),
        p(
          'Massgebend ist immer die Vorgabe des Fahrzeugherstellers. Moderne Longlife-Öle erlauben bei PKW Intervalle von 30 000 Kilometern oder zwei Jahren, sofern das Fahrzeug überwiegend auf Langstrecken unterwegs ist.',
        ),
        h3('Diese Einsätze verkürzen das Intervall'),
        ul([
          'Häufiger Kurzstreckenbetrieb und Kaltstarts',
          'Anhängerbetrieb und Passfahrten unter Volllast',
          'Staubige Umgebung, etwa auf Baustellen',
          'Hoher Biodieselanteil im Kraftstoff',
        ]),
        p(
          'Bei Nutzfahrzeugen lohnt sich eine Ölanalyse: Sie zeigt, ob das Öl noch ausreichend Reserven hat, und verhindert unnötige Wechsel.',
        ),
      ],
    ],
    fr: [
      [
        h2('Le bon intervalle pour votre véhicule'),
        p(
          'La prescription du constructeur fait toujours foi. Les huiles longue durée modernes permettent pour les voitures des intervalles de 30 000 kilomètres ou deux ans, si le véhicule roule surtout sur de longues distances.',
        ),
        h3('Ces conditions raccourcissent l’intervalle'),
        ul([
          'Trajets courts fréquents et démarrages à froid',
          'Traction de remorque et montées de cols à pleine charge',
          'Environnement poussiéreux, par exemple sur les chantiers',
          'Forte proportion de biodiesel dans le carburant',
        ]),
        p(
          'Pour les véhicules utilitaires, une analyse d’huile vaut la peine : elle montre si l’huile dispose encore de réserves suffisantes et évite des vidanges inutiles.',
        ),
      ],
    ],
    it: [
      [
        h2('L’intervallo giusto per il vostro veicolo'),
        p(
          'Fa sempre fede la prescrizione del costruttore. I moderni oli long life consentono per le auto intervalli di 30 000 chilometri o due anni, se il veicolo percorre soprattutto lunghe distanze.',
        ),
        h3('Queste condizioni accorciano l’intervallo'),
        ul([
          'Frequenti tragitti brevi e avviamenti a freddo',
          'Traino di rimorchi e salite sui passi a pieno carico',
          'Ambiente polveroso, ad esempio nei cantieri',
          'Elevata quota di biodiesel nel carburante',
        ]),
        p(
          'Per i veicoli commerciali conviene un’analisi dell’olio: mostra se l’olio ha ancora riserve sufficienti ed evita cambi inutili.',
        ),
      ],
    ],
    en: [
      [
        h2('The right interval for your vehicle'),
        p(
          'The vehicle manufacturer’s specification always applies. Modern long-life oils allow cars to run 30,000 kilometres or two years between changes, provided the vehicle mostly covers long distances.',
        ),
        h3('These conditions shorten the interval'),
        ul([
          'Frequent short trips and cold starts',
          'Towing and climbing mountain passes at full load',
          'Dusty environments such as building sites',
          'A high share of biodiesel in the fuel',
        ]),
        p(
          'For commercial vehicles an oil analysis pays off: it shows whether the oil still has enough reserves and avoids unnecessary changes.',
        ),
      ],
    ],
  },
}

const advice: PageSeed = {
  title: {
    de: 'Schmierstoff-Beratung',
    fr: 'Conseil en lubrifiants',
    it: 'Consulenza lubrificanti',
    en: 'Lubricant advice',
  },
  slug: {
    de: 'schmierstoff-beratung',
    fr: 'conseil-en-lubrifiants',
    it: 'consulenza-lubrificanti',
    en: 'lubricant-advice',
  },
  description: {
    de: 'Unsere Anwendungstechnik findet den passenden Schmierstoff für Fahrzeug, Maschine und Einsatz.',
    fr: 'Notre service technique trouve le lubrifiant adapté au véhicule, à la machine et à l’usage.',
    it: 'Il nostro servizio tecnico trova il lubrificante adatto a veicolo, macchina e impiego.',
    en: 'Our application engineers find the right lubricant for vehicle, machine and duty.',
  },
  sections: {
    de: [
      [
        h2('Der richtige Schmierstoff für jede Anwendung'),
        p(
          'Viskosität, Freigaben und Additivpaket müssen zum Einsatz passen. Unsere Anwendungstechniker vergleichen die Vorgaben Ihrer Hersteller mit unserem Sortiment und empfehlen das passende Produkt – auch für ältere Fahrzeuge und Sondermaschinen.',
        ),
        p(
          'Für Werkstätten und Flotten erstellen wir Sortimentslisten, damit mit möglichst wenigen Ölsorten möglichst viele Fahrzeuge abgedeckt sind. Das spart Lagerplatz und verhindert Verwechslungen.',
        ),
      ],
    ],
    fr: [
      [
        h2('Le bon lubrifiant pour chaque application'),
        p(
          'Viscosité, homologations et additifs doivent correspondre à l’usage. Nos techniciens comparent les exigences de vos constructeurs avec notre assortiment et recommandent le produit adapté – y compris pour les véhicules anciens et les machines spéciales.',
        ),
        p(
          'Pour les garages et les flottes, nous établissons des listes d’assortiment afin de couvrir un maximum de véhicules avec un minimum de sortes d’huile. Cela économise de la place et évite les confusions.',
        ),
      ],
    ],
    it: [
      [
        h2('Il lubrificante giusto per ogni applicazione'),
        p(
          'Viscosità, omologazioni e pacchetto di additivi devono essere adatti all’impiego. I nostri tecnici confrontano le specifiche dei vostri costruttori con il nostro assortimento e raccomandano il prodotto adatto – anche per veicoli d’epoca e macchine speciali.',
        ),
        p(
          'Per officine e flotte stiliamo liste di assortimento, in modo da coprire il maggior numero di veicoli con il minor numero di tipi d’olio. Si risparmia spazio in magazzino e si evitano scambi.',
        ),
      ],
    ],
    en: [
      [
        h2('The right lubricant for every application'),
        p(
          'Viscosity, approvals and additive package must suit the duty. Our application engineers compare your manufacturers’ specifications with our range and recommend the right product – including for older vehicles and special machinery.',
        ),
        p(
          'For workshops and fleets we draw up range lists so that as few oil grades as possible cover as many vehicles as possible. That saves storage space and prevents mix-ups.',
        ),
      ],
    ],
  },
  children: [drainIntervals],
}

export const triboService: PageSeed = {
  title: { de: 'Service', fr: 'Service', it: 'Servizio', en: 'Service' },
  slug: { de: 'service', fr: 'service', it: 'servizio', en: 'service' },
  description: {
    de: 'Beratung, Ölanalysen, Schmierpläne und Kundendienst von Tribo.',
    fr: 'Conseil, analyses d’huile, plans de graissage et service clientèle de Tribo.',
    it: 'Consulenza, analisi dell’olio, piani di lubrificazione e servizio clienti di Tribo.',
    en: 'Advice, oil analysis, lubrication schedules and customer service from Tribo.',
  },
  sections: {
    de: [
      [
        h2('Mehr als nur Öl'),
        p(
          'Ein Schmierstoff ist nur so gut wie seine Anwendung. Deshalb begleiten wir unsere Kunden von der Produktwahl über die Lagerung bis zur Ölanalyse im laufenden Betrieb.',
        ),
        ul([
          'Persönliche Schmierstoff-Beratung',
          'Ölanalysen aus dem eigenen Labor',
          'Schulungen für Werkstattpersonal',
          'Altölrücknahme bei jeder Lieferung',
        ]),
      ],
    ],
    fr: [
      [
        h2('Bien plus que de l’huile'),
        p(
          'Un lubrifiant ne vaut que par son utilisation. C’est pourquoi nous accompagnons nos clients du choix du produit au stockage, jusqu’à l’analyse d’huile en service.',
        ),
        ul([
          'Conseil personnalisé en lubrifiants',
          'Analyses d’huile dans notre propre laboratoire',
          'Formations pour le personnel d’atelier',
          'Reprise des huiles usagées à chaque livraison',
        ]),
      ],
    ],
    it: [
      [
        h2('Molto più che olio'),
        p(
          'Un lubrificante vale quanto il suo impiego. Per questo accompagniamo i nostri clienti dalla scelta del prodotto allo stoccaggio, fino all’analisi dell’olio in esercizio.',
        ),
        ul([
          'Consulenza personale sui lubrificanti',
          'Analisi dell’olio nel nostro laboratorio',
          'Formazione per il personale d’officina',
          'Ritiro dell’olio usato a ogni consegna',
        ]),
      ],
    ],
    en: [
      [
        h2('More than just oil'),
        p(
          'A lubricant is only as good as the way it is used. That is why we support our customers from product selection and storage through to oil analysis in service.',
        ),
        ul([
          'Personal lubricant advice',
          'Oil analyses from our own laboratory',
          'Training for workshop staff',
          'Used-oil take-back with every delivery',
        ]),
      ],
    ],
  },
  children: [contact, advice],
}
