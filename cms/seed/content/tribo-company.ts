import type { ContentLanguage } from '../../../lib/i18n/locales'
import { COMPANY, MILESTONES } from '../company'
import { h2, h3, p, ul } from '../rich-text'
import type { PageSeed } from '../types'

export const triboHome: PageSeed = {
  isHome: true,
  title: { de: 'Startseite', fr: 'Accueil', it: 'Home', en: 'Home' },
  slug: { de: 'home', fr: 'accueil', it: 'home', en: 'home' },
  description: {
    de: 'Tribo entwickelt und produziert Schmierstoffe für Fahrzeuge, Motorräder und die Industrie – seit 1962 in der Schweiz.',
    fr: 'Tribo développe et fabrique des lubrifiants pour véhicules, motos et industrie – en Suisse depuis 1962.',
    it: 'Tribo sviluppa e produce lubrificanti per veicoli, moto e industria – in Svizzera dal 1962.',
    en: 'Tribo develops and manufactures lubricants for vehicles, motorcycles and industry – in Switzerland since 1962.',
  },
  sections: {
    de: [
      [
        h2('Willkommen bei Tribo'),
        p(
          'Tribo ist ein unabhängiger Schweizer Schmierstoffhersteller. In unserem Werk in Winterthur mischen wir Motorenöle, Getriebeöle, Hydrauliköle und Spezialfette für Werkstätten, Flottenbetreiber und Industriebetriebe.',
        ),
        p(
          'Jede Charge wird im eigenen Labor auf Viskosität, Flammpunkt und Reinheit geprüft, bevor sie das Werk verlässt. So wissen Sie genau, was in Ihrem Motor oder Ihrer Anlage arbeitet.',
        ),
      ],
      [
        h3('Was wir bieten'),
        ul([
          'Über 200 Schmierstoffe und Pflegeprodukte, viele mit Herstellerfreigaben für PKW, Nutzfahrzeuge und Motorräder',
          'Persönliche Schmierstoff-Beratung durch unsere Anwendungstechnik',
          'Lieferung in der ganzen Schweiz innert 24 Stunden',
          'Ölanalysen und Schmierpläne für Fuhrparks und Produktionsanlagen',
        ]),
      ],
    ],
    fr: [
      [
        h2('Bienvenue chez Tribo'),
        p(
          'Tribo est un fabricant suisse indépendant de lubrifiants. Dans notre usine de Winterthour, nous mélangeons des huiles moteur, des huiles de transmission, des huiles hydrauliques et des graisses spéciales pour les garages, les gestionnaires de flottes et l’industrie.',
        ),
        p(
          'Chaque lot est contrôlé dans notre propre laboratoire – viscosité, point d’éclair et pureté – avant de quitter l’usine. Vous savez ainsi exactement ce qui travaille dans votre moteur ou votre installation.',
        ),
      ],
      [
        h3('Ce que nous proposons'),
        ul([
          'Plus de 200 lubrifiants et produits d’entretien, dont beaucoup homologués par les constructeurs de voitures, véhicules utilitaires et motos',
          'Conseil personnalisé en lubrification par notre service technique',
          'Livraison dans toute la Suisse en 24 heures',
          'Analyses d’huile et plans de graissage pour flottes et installations de production',
        ]),
      ],
    ],
    it: [
      [
        h2('Benvenuti da Tribo'),
        p(
          'Tribo è un produttore svizzero indipendente di lubrificanti. Nel nostro stabilimento di Winterthur misceliamo oli motore, oli per ingranaggi, oli idraulici e grassi speciali per officine, gestori di flotte e aziende industriali.',
        ),
        p(
          'Ogni lotto viene controllato nel nostro laboratorio – viscosità, punto di infiammabilità e purezza – prima di lasciare lo stabilimento. Così sapete esattamente cosa lavora nel vostro motore o nel vostro impianto.',
        ),
      ],
      [
        h3('Cosa offriamo'),
        ul([
          'Oltre 200 lubrificanti e prodotti per la cura, molti con omologazioni dei costruttori per auto, veicoli commerciali e moto',
          'Consulenza personale sui lubrificanti da parte del nostro servizio tecnico',
          'Consegna in tutta la Svizzera entro 24 ore',
          'Analisi dell’olio e piani di lubrificazione per flotte e impianti di produzione',
        ]),
      ],
    ],
    en: [
      [
        h2('Welcome to Tribo'),
        p(
          'Tribo is an independent Swiss lubricant manufacturer. At our plant in Winterthur we blend engine oils, gear oils, hydraulic oils and speciality greases for workshops, fleet operators and industrial companies.',
        ),
        p(
          'Every batch is tested in our own laboratory for viscosity, flash point and cleanliness before it leaves the plant. So you know exactly what is working inside your engine or your machinery.',
        ),
      ],
      [
        h3('What we offer'),
        ul([
          'More than 200 lubricants and care products, many with manufacturer approvals for cars, commercial vehicles and motorcycles',
          'Personal lubricant advice from our application engineers',
          'Delivery anywhere in Switzerland within 24 hours',
          'Oil analyses and lubrication schedules for fleets and production plants',
        ]),
      ],
    ],
  },
}

const { founder, founded, employees, managingDirector } = COMPANY
const milestone = (year: number) => MILESTONES.find((m) => m.year === year)!.year
const milestoneList = (language: ContentLanguage) =>
  ul(MILESTONES.map((m) => `${m.year}${language === 'fr' ? ' :' : ':'} ${m.title[language]}`))

/** The history page: the founder story and the milestones of company.ts, the same in every language. */
const history: PageSeed = {
  title: { de: 'Geschichte', fr: 'Histoire', it: 'Storia', en: 'History' },
  slug: { de: 'geschichte', fr: 'histoire', it: 'storia', en: 'history' },
  description: {
    de: 'Von der Garage in Winterthur zum Schmierstoffwerk: über 60 Jahre Tribo.',
    fr: 'Du garage de Winterthour à l’usine de lubrifiants : plus de 60 ans de Tribo.',
    it: 'Dal garage di Winterthur allo stabilimento di lubrificanti: oltre 60 anni di Tribo.',
    en: 'From a garage in Winterthur to a lubricant plant: more than 60 years of Tribo.',
  },
  sections: {
    de: [
      [
        h2('Über 60 Jahre Schmierstoffe aus der Schweiz'),
        p(
          `${founded} begann ${founder} in einer Garage in Winterthur, Motorenöle für die Lastwagen und Landmaschinen der Region abzufüllen. Weil die importierten Öle den langen Passfahrten oft nicht gewachsen waren, entwickelte er bald eigene Rezepturen.`,
        ),
        p(
          `${milestone(1974)} kam das eigene Labor hinzu, ${milestone(1995)} die Sparte Industrieschmierstoffe und ${milestone(1998)} das Werk an der Industriestrasse. Heute arbeiten bei Tribo ${employees} Mitarbeitende; mit ${managingDirector}, der Enkelin des Gründers, führt die dritte Generation das Familienunternehmen.`,
        ),
        milestoneList('de'),
      ],
    ],
    fr: [
      [
        h2('Plus de 60 ans de lubrifiants suisses'),
        p(
          `En ${founded}, ${founder} commence à conditionner des huiles moteur pour les camions et les machines agricoles de la région dans un garage de Winterthour. Les huiles importées supportant mal les longs trajets sur les cols, il développe rapidement ses propres formules.`,
        ),
        p(
          `Le laboratoire s’ajoute en ${milestone(1974)}, la division des lubrifiants industriels en ${milestone(1995)} et l’usine de l’Industriestrasse en ${milestone(1998)}. Aujourd’hui, Tribo emploie ${employees} personnes ; avec ${managingDirector}, petite-fille du fondateur, la troisième génération dirige l’entreprise familiale.`,
        ),
        milestoneList('fr'),
      ],
    ],
    it: [
      [
        h2('Oltre 60 anni di lubrificanti svizzeri'),
        p(
          `Nel ${founded} ${founder} iniziò a confezionare oli motore per i camion e le macchine agricole della regione in un garage di Winterthur. Poiché gli oli importati reggevano male i lunghi viaggi sui passi alpini, sviluppò presto ricette proprie.`,
        ),
        p(
          `Nel ${milestone(1974)} si aggiunse il laboratorio, nel ${milestone(1995)} la divisione lubrificanti industriali e nel ${milestone(1998)} lo stabilimento sulla Industriestrasse. Oggi Tribo conta ${employees} collaboratori; con ${managingDirector}, nipote del fondatore, la terza generazione guida l’azienda di famiglia.`,
        ),
        milestoneList('it'),
      ],
    ],
    en: [
      [
        h2('More than 60 years of Swiss lubricants'),
        p(
          `In ${founded} ${founder} started filling engine oil for the region’s lorries and farm machinery in a garage in Winterthur. Because imported oils often struggled with the long climbs over the Alpine passes, he soon developed his own formulations.`,
        ),
        p(
          `The laboratory followed in ${milestone(1974)}, the industrial lubricants division in ${milestone(1995)} and the plant on Industriestrasse in ${milestone(1998)}. Today Tribo employs ${employees} people; with ${managingDirector}, the founder’s granddaughter, the third generation runs the family business.`,
        ),
        milestoneList('en'),
      ],
    ],
  },
}

const tribology: PageSeed = {
  title: { de: 'Tribologie', fr: 'Tribologie', it: 'Tribologia', en: 'Tribology' },
  slug: { de: 'tribologie', fr: 'tribologie', it: 'tribologia', en: 'tribology' },
  description: {
    de: 'Reibung, Verschleiss und Schmierung: die Wissenschaft hinter unseren Produkten.',
    fr: 'Frottement, usure et lubrification : la science derrière nos produits.',
    it: 'Attrito, usura e lubrificazione: la scienza dietro i nostri prodotti.',
    en: 'Friction, wear and lubrication: the science behind our products.',
  },
  sections: {
    de: [
      [
        h2('Die Lehre von Reibung und Verschleiss'),
        p(
          'Tribologie untersucht, was zwischen zwei Oberflächen geschieht, die sich gegeneinander bewegen. Ein guter Schmierstoff trennt die Flächen durch einen tragfähigen Film und senkt so Reibung, Wärme und Verschleiss.',
        ),
        h3('Die drei Schmierungszustände'),
        ul([
          'Grenzreibung: Die Oberflächen berühren sich, Additive schützen vor Fressen.',
          'Mischreibung: Der Film trägt teilweise, typisch beim Anfahren.',
          'Hydrodynamische Schmierung: Ein vollständiger Ölfilm trennt die Flächen.',
        ]),
        p(
          'Unsere Entwicklung misst diese Zustände auf Prüfständen und optimiert Grundöl und Additive für jede Anwendung.',
        ),
      ],
    ],
    fr: [
      [
        h2('La science du frottement et de l’usure'),
        p(
          'La tribologie étudie ce qui se passe entre deux surfaces en mouvement l’une contre l’autre. Un bon lubrifiant sépare les surfaces par un film porteur et réduit ainsi le frottement, la chaleur et l’usure.',
        ),
        h3('Les trois régimes de lubrification'),
        ul([
          'Lubrification limite : les surfaces se touchent, les additifs empêchent le grippage.',
          'Lubrification mixte : le film porte en partie, typique au démarrage.',
          'Lubrification hydrodynamique : un film d’huile complet sépare les surfaces.',
        ]),
        p(
          'Notre développement mesure ces régimes sur des bancs d’essai et optimise huile de base et additifs pour chaque application.',
        ),
      ],
    ],
    it: [
      [
        h2('La scienza dell’attrito e dell’usura'),
        p(
          'La tribologia studia ciò che accade tra due superfici che si muovono l’una contro l’altra. Un buon lubrificante separa le superfici con un film portante e riduce così attrito, calore e usura.',
        ),
        h3('I tre regimi di lubrificazione'),
        ul([
          'Lubrificazione limite: le superfici si toccano, gli additivi impediscono il grippaggio.',
          'Lubrificazione mista: il film porta in parte il carico, tipico all’avviamento.',
          'Lubrificazione idrodinamica: un film d’olio completo separa le superfici.',
        ]),
        p(
          'Il nostro reparto sviluppo misura questi regimi sui banchi prova e ottimizza olio base e additivi per ogni applicazione.',
        ),
      ],
    ],
    en: [
      [
        h2('The science of friction and wear'),
        p(
          'Tribology studies what happens between two surfaces moving against each other. A good lubricant separates them with a load-bearing film, reducing friction, heat and wear.',
        ),
        h3('The three lubrication regimes'),
        ul([
          'Boundary lubrication: the surfaces touch, additives prevent scuffing.',
          'Mixed lubrication: the film carries part of the load, typical at start-up.',
          'Hydrodynamic lubrication: a full oil film separates the surfaces.',
        ]),
        p(
          'Our development team measures these regimes on test rigs and optimises base oil and additives for every application.',
        ),
      ],
    ],
  },
}

const sustainability: PageSeed = {
  title: { de: 'Nachhaltigkeit', fr: 'Durabilité', it: 'Sostenibilità', en: 'Sustainability' },
  slug: { de: 'nachhaltigkeit', fr: 'durabilite', it: 'sostenibilita', en: 'sustainability' },
  description: {
    de: 'Längere Ölwechselintervalle, Rezyklat-Gebinde und Altölrücknahme: so schont Tribo Ressourcen.',
    fr: 'Intervalles de vidange prolongés, emballages recyclés et reprise des huiles usagées : comment Tribo préserve les ressources.',
    it: 'Intervalli di cambio più lunghi, contenitori riciclati e ritiro dell’olio usato: così Tribo risparmia risorse.',
    en: 'Longer drain intervals, recycled containers and used-oil take-back: how Tribo saves resources.',
  },
  sections: {
    de: [
      [
        h2('Weniger Öl, länger im Einsatz'),
        p(
          'Der nachhaltigste Liter Öl ist der, der gar nicht gewechselt werden muss. Mit oxidationsstabilen Rezepturen und Ölanalysen verlängern wir die Wechselintervalle unserer Kunden um bis zu 50 Prozent.',
        ),
        p(
          'Unsere Kanister bestehen zu 30 Prozent aus Rezyklat, leere Fässer und IBC nehmen wir bei der nächsten Lieferung zurück, und Altöl holen wir bei Geschäftskunden kostenlos ab. Das Werk in Winterthur bezieht seit 2020 ausschliesslich Strom aus erneuerbaren Quellen; seit 2026 deckt die eigene Solaranlage einen Drittel davon.',
        ),
      ],
    ],
    fr: [
      [
        h2('Moins d’huile, plus longtemps en service'),
        p(
          'Le litre d’huile le plus durable est celui qu’il n’est pas nécessaire de vidanger. Grâce à des formules stables à l’oxydation et à l’analyse d’huile, nous prolongeons les intervalles de vidange de nos clients jusqu’à 50 pour cent.',
        ),
        p(
          'Nos bidons contiennent 30 pour cent de matière recyclée, nous reprenons les fûts et IBC vides à la livraison suivante et enlevons gratuitement l’huile usagée chez nos clients professionnels. Depuis 2020, l’usine de Winterthour utilise exclusivement de l’électricité renouvelable ; depuis 2026, sa propre installation solaire en couvre un tiers.',
        ),
      ],
    ],
    it: [
      [
        h2('Meno olio, più a lungo in servizio'),
        p(
          'Il litro d’olio più sostenibile è quello che non serve cambiare. Con formule stabili all’ossidazione e analisi dell’olio prolunghiamo gli intervalli di cambio dei nostri clienti fino al 50 per cento.',
        ),
        p(
          'Le nostre taniche sono composte per il 30 per cento da materiale riciclato, ritiriamo fusti e IBC vuoti alla consegna successiva e ritiriamo gratuitamente l’olio usato presso i clienti commerciali. Dal 2020 lo stabilimento di Winterthur utilizza esclusivamente elettricità da fonti rinnovabili; dal 2026 il proprio impianto solare ne copre un terzo.',
        ),
      ],
    ],
    en: [
      [
        h2('Less oil, longer in service'),
        p(
          'The most sustainable litre of oil is the one that never needs changing. With oxidation-stable formulations and oil analysis we extend our customers’ drain intervals by up to 50 per cent.',
        ),
        p(
          'Our canisters contain 30 per cent recycled material, we take back empty drums and IBCs with the next delivery, and we collect used oil from business customers free of charge. Since 2020 the Winterthur plant has run exclusively on renewable electricity; since 2026 its own solar plant has covered a third of it.',
        ),
      ],
    ],
  },
}

export const triboCompany: PageSeed = {
  title: { de: 'Unternehmen', fr: 'Entreprise', it: 'Azienda', en: 'Company' },
  slug: { de: 'unternehmen', fr: 'entreprise', it: 'azienda', en: 'company' },
  description: {
    de: 'Tribo ist ein unabhängiger Schweizer Schmierstoffhersteller in Familienbesitz.',
    fr: 'Tribo est un fabricant suisse de lubrifiants indépendant et familial.',
    it: 'Tribo è un produttore svizzero di lubrificanti indipendente e a conduzione familiare.',
    en: 'Tribo is an independent, family-owned Swiss lubricant manufacturer.',
  },
  sections: {
    de: [
      [
        h2('Schmierstoffe mit Schweizer Präzision'),
        p(
          'Seit drei Generationen entwickelt Tribo Schmierstoffe, die dort funktionieren, wo es darauf ankommt: in Motoren, die täglich über Alpenpässe fahren, und in Anlagen, die rund um die Uhr laufen.',
        ),
        p(
          'Forschung, Produktion und Beratung sind bei uns unter einem Dach. Dadurch können wir Rezepturen schnell anpassen und Sonderwünsche auch in kleinen Mengen erfüllen.',
        ),
      ],
    ],
    fr: [
      [
        h2('Des lubrifiants avec une précision suisse'),
        p(
          'Depuis trois générations, Tribo développe des lubrifiants qui fonctionnent là où cela compte : dans les moteurs qui franchissent chaque jour les cols alpins et dans les installations qui tournent jour et nuit.',
        ),
        p(
          'Recherche, production et conseil sont réunis sous un même toit. Nous pouvons ainsi adapter rapidement nos formules et répondre à des demandes spéciales, même en petites quantités.',
        ),
      ],
    ],
    it: [
      [
        h2('Lubrificanti con precisione svizzera'),
        p(
          'Da tre generazioni Tribo sviluppa lubrificanti che funzionano dove conta: nei motori che ogni giorno attraversano i passi alpini e negli impianti che lavorano giorno e notte.',
        ),
        p(
          'Ricerca, produzione e consulenza sono sotto lo stesso tetto. Così possiamo adattare rapidamente le ricette e soddisfare richieste speciali anche in piccole quantità.',
        ),
      ],
    ],
    en: [
      [
        h2('Lubricants with Swiss precision'),
        p(
          'For three generations Tribo has developed lubricants that perform where it matters: in engines that cross Alpine passes every day and in plants that run around the clock.',
        ),
        p(
          'Research, production and advice share one roof. That lets us adapt formulations quickly and meet special requests even in small quantities.',
        ),
      ],
    ],
  },
  children: [history, tribology, sustainability],
}
