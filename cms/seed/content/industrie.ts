import { h2, h3, p, ul } from '../rich-text'
import type { PageSeed } from '../types'

const home: PageSeed = {
  isHome: true,
  title: { de: 'Startseite', fr: 'Accueil', it: 'Home', en: 'Home' },
  slug: { de: 'home', fr: 'accueil', it: 'home', en: 'home' },
  description: {
    de: 'Industrieschmierstoffe von Tribo: Hydrauliköle, Getriebeöle, Fette und Schmierplan-Service.',
    fr: 'Lubrifiants industriels Tribo : huiles hydrauliques, huiles d’engrenage, graisses et service de plan de graissage.',
    it: 'Lubrificanti industriali Tribo: oli idraulici, oli per ingranaggi, grassi e servizio piano di lubrificazione.',
    en: 'Industrial lubricants from Tribo: hydraulic oils, gear oils, greases and lubrication schedule service.',
  },
  sections: {
    de: [
      [
        h2('Willkommen bei Tribo Industrie'),
        p(
          'Ungeplante Stillstände kosten mehr als jeder Schmierstoff. Tribo Industrie liefert Hydrauliköle, Getriebeöle, Kompressorenöle und Hochleistungsfette für Produktionsbetriebe in der ganzen Schweiz – zusammen mit dem Wissen, sie richtig einzusetzen.',
        ),
        p(
          'Unsere Schmierstoffingenieure kennen die Anlagen vor Ort und helfen, die Zahl der eingesetzten Sorten zu verringern und die Lebensdauer von Lagern und Getrieben zu verlängern.',
        ),
      ],
    ],
    fr: [
      [
        h2('Bienvenue chez Tribo Industrie'),
        p(
          'Les arrêts imprévus coûtent plus cher que n’importe quel lubrifiant. Tribo Industrie fournit des huiles hydrauliques, des huiles d’engrenage, des huiles pour compresseurs et des graisses haute performance aux sites de production de toute la Suisse – avec le savoir-faire pour bien les utiliser.',
        ),
        p(
          'Nos ingénieurs en lubrification connaissent les installations sur place et aident à réduire le nombre de sortes utilisées et à prolonger la durée de vie des roulements et des réducteurs.',
        ),
      ],
    ],
    it: [
      [
        h2('Benvenuti da Tribo Industrie'),
        p(
          'I fermi imprevisti costano più di qualsiasi lubrificante. Tribo Industrie fornisce oli idraulici, oli per ingranaggi, oli per compressori e grassi ad alte prestazioni alle aziende produttive di tutta la Svizzera – insieme al sapere per impiegarli correttamente.',
        ),
        p(
          'I nostri ingegneri della lubrificazione conoscono gli impianti sul posto e aiutano a ridurre il numero di tipi impiegati e a prolungare la durata di cuscinetti e riduttori.',
        ),
      ],
    ],
    en: [
      [
        h2('Welcome to Tribo Industrie'),
        p(
          'Unplanned downtime costs more than any lubricant. Tribo Industrie supplies hydraulic oils, gear oils, compressor oils and high-performance greases to production plants all over Switzerland – together with the know-how to use them correctly.',
        ),
        p(
          'Our lubrication engineers know the machinery on site and help reduce the number of grades in use and extend the life of bearings and gearboxes.',
        ),
      ],
    ],
  },
}

const food: PageSeed = {
  title: {
    de: 'Lebensmittelindustrie',
    fr: 'Industrie alimentaire',
    it: 'Industria alimentare',
    en: 'Food industry',
  },
  slug: {
    de: 'lebensmittelindustrie',
    fr: 'industrie-alimentaire',
    it: 'industria-alimentare',
    en: 'food-industry',
  },
  description: {
    de: 'H1-registrierte Schmierstoffe für Anlagen mit möglichem Lebensmittelkontakt.',
    fr: 'Lubrifiants enregistrés H1 pour les installations en contact possible avec les aliments.',
    it: 'Lubrificanti registrati H1 per impianti con possibile contatto alimentare.',
    en: 'H1-registered lubricants for machinery with possible food contact.',
  },
  sections: {
    de: [
      [
        h2('Sicher schmieren, wo Lebensmittel entstehen'),
        p(
          'In Abfüll-, Back- und Verpackungsanlagen kann ein Schmierstoff unbeabsichtigt mit Lebensmitteln in Berührung kommen. Dort setzen wir ausschliesslich NSF-H1-registrierte Öle und Fette ein, die geschmacks- und geruchsneutral sind.',
        ),
        ul([
          'H1-Kettenöle für Backöfen bis 250 °C',
          'Wasserbeständige Fette für Nassbereiche mit häufiger Reinigung',
          'Dokumentation für HACCP- und IFS-Audits',
        ]),
      ],
    ],
    fr: [
      [
        h2('Lubrifier en toute sécurité là où naissent les aliments'),
        p(
          'Dans les installations de remplissage, de cuisson et d’emballage, un lubrifiant peut entrer accidentellement en contact avec les aliments. Nous y utilisons exclusivement des huiles et graisses enregistrées NSF H1, neutres en goût et en odeur.',
        ),
        ul([
          'Huiles de chaîne H1 pour fours jusqu’à 250 °C',
          'Graisses résistantes à l’eau pour les zones humides souvent nettoyées',
          'Documentation pour les audits HACCP et IFS',
        ]),
      ],
    ],
    it: [
      [
        h2('Lubrificare in sicurezza dove nascono gli alimenti'),
        p(
          'Negli impianti di riempimento, cottura e confezionamento un lubrificante può entrare accidentalmente in contatto con gli alimenti. Lì impieghiamo esclusivamente oli e grassi registrati NSF H1, neutri nel gusto e nell’odore.',
        ),
        ul([
          'Oli per catene H1 per forni fino a 250 °C',
          'Grassi resistenti all’acqua per zone umide pulite spesso',
          'Documentazione per audit HACCP e IFS',
        ]),
      ],
    ],
    en: [
      [
        h2('Safe lubrication where food is made'),
        p(
          'In filling, baking and packaging lines a lubricant can come into incidental contact with food. There we use only NSF H1-registered oils and greases that are neutral in taste and odour.',
        ),
        ul([
          'H1 chain oils for ovens up to 250 °C',
          'Water-resistant greases for wet areas with frequent washdown',
          'Documentation for HACCP and IFS audits',
        ]),
      ],
    ],
  },
}

const steel: PageSeed = {
  title: { de: 'Stahlwerke', fr: 'Aciéries', it: 'Acciaierie', en: 'Steel mills' },
  slug: { de: 'stahlwerke', fr: 'acieries', it: 'acciaierie', en: 'steel-mills' },
  description: {
    de: 'Schmierstoffe für Walzwerke, Stranggiessanlagen und schwer belastete Getriebe.',
    fr: 'Lubrifiants pour laminoirs, coulées continues et réducteurs fortement sollicités.',
    it: 'Lubrificanti per laminatoi, colate continue e riduttori molto sollecitati.',
    en: 'Lubricants for rolling mills, continuous casters and heavily loaded gearboxes.',
  },
  sections: {
    de: [
      [
        h2('Schmierung unter Hitze, Wasser und Zunder'),
        p(
          'In Stahlwerken treffen hohe Temperaturen, Kühlwasser und Stosslasten aufeinander. Walzenlager brauchen Fette, die auch bei Wassereintrag haften, und Getriebe Öle mit starkem Verschleissschutz.',
        ),
        h3('Unsere Lösungen'),
        ul([
          'Hochtemperaturfette mit Feststoffen für Stranggiessanlagen',
          'Demulgierende Umlauföle, die Wasser schnell abscheiden',
          'Zentralschmieranlagen-taugliche Fette für lange Leitungen',
        ]),
      ],
    ],
    fr: [
      [
        h2('Lubrifier sous la chaleur, l’eau et la calamine'),
        p(
          'Dans les aciéries se rencontrent températures élevées, eau de refroidissement et charges de choc. Les paliers de cylindres ont besoin de graisses qui adhèrent malgré l’eau, et les réducteurs d’huiles offrant une forte protection anti-usure.',
        ),
        h3('Nos solutions'),
        ul([
          'Graisses haute température avec lubrifiants solides pour coulées continues',
          'Huiles de circulation désémulsifiantes qui séparent rapidement l’eau',
          'Graisses adaptées aux systèmes de graissage centralisé à longues conduites',
        ]),
      ],
    ],
    it: [
      [
        h2('Lubrificare tra calore, acqua e scaglie'),
        p(
          'Nelle acciaierie si incontrano temperature elevate, acqua di raffreddamento e carichi d’urto. I cuscinetti dei cilindri richiedono grassi che aderiscano anche con infiltrazioni d’acqua, i riduttori oli con forte protezione antiusura.',
        ),
        h3('Le nostre soluzioni'),
        ul([
          'Grassi per alte temperature con lubrificanti solidi per colate continue',
          'Oli di circolazione demulsivi che separano rapidamente l’acqua',
          'Grassi adatti a impianti di lubrificazione centralizzata con lunghe tubazioni',
        ]),
      ],
    ],
    en: [
      [
        h2('Lubrication amid heat, water and scale'),
        p(
          'Steel mills combine high temperatures, cooling water and shock loads. Roll-neck bearings need greases that stick despite water ingress, and gearboxes need oils with strong anti-wear protection.',
        ),
        h3('Our solutions'),
        ul([
          'High-temperature greases with solid lubricants for continuous casters',
          'Demulsifying circulation oils that shed water quickly',
          'Greases suited to centralised lubrication systems with long lines',
        ]),
      ],
    ],
  },
}

const industries: PageSeed = {
  title: { de: 'Branchen', fr: 'Secteurs', it: 'Settori', en: 'Industries' },
  slug: { de: 'branchen', fr: 'secteurs', it: 'settori', en: 'industries' },
  description: {
    de: 'Schmierstofflösungen von Tribo für Lebensmittelindustrie, Stahlwerke und weitere Branchen.',
    fr: 'Solutions de lubrification Tribo pour l’industrie alimentaire, les aciéries et d’autres secteurs.',
    it: 'Soluzioni di lubrificazione Tribo per industria alimentare, acciaierie e altri settori.',
    en: 'Tribo lubrication solutions for the food industry, steel mills and other sectors.',
  },
  sections: {
    de: [
      [
        h2('Jede Branche schmiert anders'),
        p(
          'Eine Abfüllanlage stellt andere Anforderungen als ein Walzgerüst. Wir kennen die Normen, Temperaturen und Belastungen der wichtigsten Branchen und stimmen Sortiment und Schmierpläne darauf ab.',
        ),
        p(
          'Neben Lebensmittelindustrie und Stahlwerken betreuen wir Kunden aus Papierherstellung, Zementwerken, Kunststoffverarbeitung und Wasserversorgung.',
        ),
      ],
    ],
    fr: [
      [
        h2('Chaque secteur lubrifie différemment'),
        p(
          'Une ligne de remplissage n’a pas les mêmes exigences qu’une cage de laminoir. Nous connaissons les normes, températures et charges des principaux secteurs et y adaptons notre assortiment et nos plans de graissage.',
        ),
        p(
          'Outre l’industrie alimentaire et les aciéries, nous accompagnons des clients de la papeterie, des cimenteries, de la plasturgie et de l’approvisionnement en eau.',
        ),
      ],
    ],
    it: [
      [
        h2('Ogni settore lubrifica in modo diverso'),
        p(
          'Un impianto di riempimento ha esigenze diverse da una gabbia di laminazione. Conosciamo norme, temperature e carichi dei settori principali e vi adattiamo assortimento e piani di lubrificazione.',
        ),
        p(
          'Oltre all’industria alimentare e alle acciaierie seguiamo clienti di cartiere, cementifici, lavorazione delle materie plastiche e approvvigionamento idrico.',
        ),
      ],
    ],
    en: [
      [
        h2('Every industry lubricates differently'),
        p(
          'A filling line has different needs from a rolling stand. We know the standards, temperatures and loads of the main industries and tailor our range and lubrication schedules to them.',
        ),
        p(
          'Besides the food industry and steel mills we serve customers in paper making, cement plants, plastics processing and water supply.',
        ),
      ],
    ],
  },
  children: [food, steel],
}

const schedule: PageSeed = {
  title: {
    de: 'Schmierplan-Service',
    fr: 'Service plan de graissage',
    it: 'Servizio piano di lubrificazione',
    en: 'Lubrication schedule service',
  },
  slug: {
    de: 'schmierplan-service',
    fr: 'service-plan-de-graissage',
    it: 'servizio-piano-di-lubrificazione',
    en: 'lubrication-schedule-service',
  },
  description: {
    de: 'Wir erfassen alle Schmierstellen Ihrer Anlage und erstellen einen verbindlichen Schmierplan.',
    fr: 'Nous relevons tous les points de graissage de votre installation et établissons un plan de graissage.',
    it: 'Rileviamo tutti i punti di lubrificazione del vostro impianto e redigiamo un piano di lubrificazione.',
    en: 'We record every lubrication point of your plant and draw up a binding lubrication schedule.',
  },
  sections: {
    de: [
      [
        h2('Jede Schmierstelle im Griff'),
        p(
          'Unsere Techniker begehen Ihre Anlage, erfassen jede Schmierstelle mit Schmierstoff, Menge und Intervall und kennzeichnen sie mit farbigen Etiketten. So weiss auch neues Personal sofort, welches Fett wohin gehört.',
        ),
        ul([
          'Bestandsaufnahme vor Ort mit Fotodokumentation',
          'Sortimentsbereinigung auf möglichst wenige Sorten',
          'Digitaler Schmierplan mit Erinnerungen',
          'Jährliche Überprüfung mit Ölanalysen',
        ]),
      ],
    ],
    fr: [
      [
        h2('Chaque point de graissage sous contrôle'),
        p(
          'Nos techniciens parcourent votre installation, relèvent chaque point de graissage avec lubrifiant, quantité et intervalle et le signalent par des étiquettes de couleur. Ainsi, même le nouveau personnel sait tout de suite quelle graisse va où.',
        ),
        ul([
          'Relevé sur place avec documentation photographique',
          'Rationalisation de l’assortiment sur un minimum de sortes',
          'Plan de graissage numérique avec rappels',
          'Contrôle annuel avec analyses d’huile',
        ]),
      ],
    ],
    it: [
      [
        h2('Ogni punto di lubrificazione sotto controllo'),
        p(
          'I nostri tecnici ispezionano il vostro impianto, rilevano ogni punto di lubrificazione con lubrificante, quantità e intervallo e lo contrassegnano con etichette colorate. Così anche il personale nuovo sa subito quale grasso va dove.',
        ),
        ul([
          'Rilievo sul posto con documentazione fotografica',
          'Razionalizzazione dell’assortimento su pochi tipi',
          'Piano di lubrificazione digitale con promemoria',
          'Verifica annuale con analisi dell’olio',
        ]),
      ],
    ],
    en: [
      [
        h2('Every lubrication point under control'),
        p(
          'Our technicians walk through your plant, record every lubrication point with lubricant, quantity and interval, and mark it with colour-coded labels. That way even new staff know at once which grease goes where.',
        ),
        ul([
          'On-site survey with photo documentation',
          'Consolidating the range to as few grades as possible',
          'Digital lubrication schedule with reminders',
          'Annual review with oil analyses',
        ]),
      ],
    ],
  },
}

export const INDUSTRIE_TREE: PageSeed[] = [home, industries, schedule]
