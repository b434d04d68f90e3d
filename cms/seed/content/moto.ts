import { h2, h3, p, ul } from '../rich-text'
import type { PageSeed } from '../types'

const home: PageSeed = {
  isHome: true,
  title: { de: 'Startseite', fr: 'Accueil', it: 'Home', en: 'Home' },
  slug: { de: 'home', fr: 'accueil', it: 'home', en: 'home' },
  description: {
    de: 'Motorrad-Schmierstoffe von Tribo Moto: Motorenöle, Kettensprays und Gabelöle.',
    fr: 'Lubrifiants moto de Tribo Moto : huiles moteur, sprays chaîne et huiles de fourche.',
    it: 'Lubrificanti per moto di Tribo Moto: oli motore, spray catena e oli forcella.',
    en: 'Motorcycle lubricants from Tribo Moto: engine oils, chain sprays and fork oils.',
  },
  sections: {
    de: [
      [
        h2('Willkommen bei Tribo Moto'),
        p(
          'Motorradmotoren drehen höher, werden heisser und teilen ihr Öl oft mit Getriebe und Nasskupplung. Tribo Moto entwickelt Schmierstoffe genau für diese Anforderungen – getestet auf der Rennstrecke und auf den Pässen der Schweiz.',
        ),
        ul([
          'Viertakt-Motorenöle nach JASO MA2 für Nasskupplungen',
          'Kettensprays, die auch bei Regen haften',
          'Gabel- und Dämpferöle in allen gängigen Viskositäten',
        ]),
      ],
    ],
    fr: [
      [
        h2('Bienvenue chez Tribo Moto'),
        p(
          'Les moteurs de moto tournent plus vite, chauffent davantage et partagent souvent leur huile avec la boîte et l’embrayage à bain d’huile. Tribo Moto développe des lubrifiants précisément pour ces exigences – testés sur circuit et sur les cols suisses.',
        ),
        ul([
          'Huiles moteur quatre temps JASO MA2 pour embrayages à bain d’huile',
          'Sprays chaîne qui adhèrent même sous la pluie',
          'Huiles de fourche et d’amortisseur dans toutes les viscosités courantes',
        ]),
      ],
    ],
    it: [
      [
        h2('Benvenuti da Tribo Moto'),
        p(
          'I motori delle moto girano più in alto, scaldano di più e spesso condividono l’olio con cambio e frizione a bagno d’olio. Tribo Moto sviluppa lubrificanti proprio per queste esigenze – testati in pista e sui passi svizzeri.',
        ),
        ul([
          'Oli motore quattro tempi JASO MA2 per frizioni a bagno d’olio',
          'Spray catena che aderiscono anche sotto la pioggia',
          'Oli per forcelle e ammortizzatori in tutte le viscosità comuni',
        ]),
      ],
    ],
    en: [
      [
        h2('Welcome to Tribo Moto'),
        p(
          'Motorcycle engines rev higher, run hotter and often share their oil with the gearbox and wet clutch. Tribo Moto develops lubricants for exactly these demands – tested on the race track and on the Swiss passes.',
        ),
        ul([
          'Four-stroke engine oils to JASO MA2 for wet clutches',
          'Chain sprays that stick even in the rain',
          'Fork and shock oils in all common viscosities',
        ]),
      ],
    ],
  },
}

const team: PageSeed = {
  title: { de: 'Team Tribo Moto', fr: 'Team Tribo Moto', it: 'Team Tribo Moto', en: 'Team Tribo Moto' },
  slug: { de: 'team-tribo-moto', fr: 'team-tribo-moto', it: 'team-tribo-moto', en: 'team-tribo-moto' },
  description: {
    de: 'Das Werksteam von Tribo Moto in der Schweizer Supersport-Meisterschaft.',
    fr: 'L’équipe d’usine Tribo Moto au championnat suisse Supersport.',
    it: 'La squadra ufficiale Tribo Moto nel campionato svizzero Supersport.',
    en: 'The Tribo Moto works team in the Swiss Supersport championship.',
  },
  sections: {
    de: [
      [
        h2('Unser Werksteam'),
        p(
          'Das Team Tribo Moto startet mit zwei Fahrern in der Schweizer Supersport-Meisterschaft. Nach jedem Rennwochenende analysiert unser Labor das Motorenöl und misst Verschleissmetalle, Verdünnung und Viskositätsverlust.',
        ),
        p(
          'Diese Daten fliessen direkt in die Entwicklung der Serienprodukte ein. Was im Rennmotor bei 14 000 Umdrehungen hält, schützt auch Ihren Motor auf der Tour.',
        ),
      ],
    ],
    fr: [
      [
        h2('Notre équipe d’usine'),
        p(
          'Le Team Tribo Moto aligne deux pilotes au championnat suisse Supersport. Après chaque week-end de course, notre laboratoire analyse l’huile moteur et mesure les métaux d’usure, la dilution et la perte de viscosité.',
        ),
        p(
          'Ces données alimentent directement le développement des produits de série. Ce qui résiste dans un moteur de course à 14 000 tours protège aussi votre moteur en balade.',
        ),
      ],
    ],
    it: [
      [
        h2('La nostra squadra ufficiale'),
        p(
          'Il Team Tribo Moto schiera due piloti nel campionato svizzero Supersport. Dopo ogni weekend di gara il nostro laboratorio analizza l’olio motore e misura metalli d’usura, diluizione e perdita di viscosità.',
        ),
        p(
          'Questi dati confluiscono direttamente nello sviluppo dei prodotti di serie. Ciò che resiste in un motore da corsa a 14 000 giri protegge anche il vostro motore in gita.',
        ),
      ],
    ],
    en: [
      [
        h2('Our works team'),
        p(
          'Team Tribo Moto fields two riders in the Swiss Supersport championship. After every race weekend our laboratory analyses the engine oil and measures wear metals, fuel dilution and viscosity loss.',
        ),
        p(
          'This data feeds straight into the development of our retail products. What survives in a race engine at 14,000 rpm also protects your engine on tour.',
        ),
      ],
    ],
  },
}

const racing: PageSeed = {
  title: { de: 'Rennsport', fr: 'Course', it: 'Corse', en: 'Racing' },
  slug: { de: 'rennsport', fr: 'course', it: 'corse', en: 'racing' },
  description: {
    de: 'Tribo Moto im Rennsport: Schmierstoffe, die auf der Strecke entwickelt werden.',
    fr: 'Tribo Moto en course : des lubrifiants développés sur la piste.',
    it: 'Tribo Moto nelle corse: lubrificanti sviluppati in pista.',
    en: 'Tribo Moto in racing: lubricants developed on the track.',
  },
  sections: {
    de: [
      [
        h2('Entwickelt auf der Rennstrecke'),
        p(
          'Im Rennsport arbeiten Öle am Limit: Öltemperaturen über 140 °C, Drehzahlen nahe dem Begrenzer und harte Schaltvorgänge unter Last. Genau dort zeigt sich, ob ein Schmierfilm hält.',
        ),
        h3('Was wir aus dem Rennsport mitnehmen'),
        ul([
          'Scherstabile Viskosität über die ganze Renndistanz',
          'Kupplungsfreundliche Reibwerte ohne Rutschen',
          'Schnelle Schmierung beim Kaltstart im Fahrerlager',
        ]),
      ],
    ],
    fr: [
      [
        h2('Développé sur circuit'),
        p(
          'En course, les huiles travaillent à la limite : températures d’huile supérieures à 140 °C, régimes proches du rupteur et passages de vitesse brutaux en charge. C’est là que l’on voit si un film lubrifiant tient.',
        ),
        h3('Ce que nous retirons de la course'),
        ul([
          'Viscosité stable au cisaillement sur toute la distance',
          'Coefficients de friction adaptés à l’embrayage, sans patinage',
          'Lubrification rapide lors du démarrage à froid au paddock',
        ]),
      ],
    ],
    it: [
      [
        h2('Sviluppato in pista'),
        p(
          'Nelle corse gli oli lavorano al limite: temperature dell’olio oltre 140 °C, regimi vicini al limitatore e cambi marcia bruschi sotto carico. È proprio lì che si vede se un film lubrificante tiene.',
        ),
        h3('Cosa portiamo dalle corse'),
        ul([
          'Viscosità stabile al taglio per tutta la gara',
          'Coefficienti d’attrito adatti alla frizione, senza slittamenti',
          'Lubrificazione rapida all’avviamento a freddo nel paddock',
        ]),
      ],
    ],
    en: [
      [
        h2('Developed on the race track'),
        p(
          'In racing, oils work at the limit: oil temperatures above 140 °C, revs close to the limiter and hard shifts under load. That is exactly where you find out whether a lubricating film holds.',
        ),
        h3('What we take from racing'),
        ul([
          'Shear-stable viscosity over the whole race distance',
          'Clutch-friendly friction without slipping',
          'Fast lubrication on cold starts in the paddock',
        ]),
      ],
    ],
  },
  children: [team],
}

const care: PageSeed = {
  title: { de: 'Motorradpflege', fr: 'Entretien moto', it: 'Cura moto', en: 'Motorcycle care' },
  slug: { de: 'motorradpflege', fr: 'entretien-moto', it: 'cura-moto', en: 'motorcycle-care' },
  description: {
    de: 'Kette, Gabel und Motoröl: so bleibt Ihr Motorrad in Form.',
    fr: 'Chaîne, fourche et huile moteur : comment garder votre moto en forme.',
    it: 'Catena, forcella e olio motore: così la vostra moto resta in forma.',
    en: 'Chain, forks and engine oil: how to keep your motorcycle in shape.',
  },
  sections: {
    de: [
      [
        h2('Pflege, die sich auszahlt'),
        p(
          'Eine saubere, geschmierte Kette hält bis zu dreimal länger. Reinigen Sie die Kette alle 500 bis 1000 Kilometer und nach jeder Regenfahrt, und sprühen Sie das Kettenspray auf die warme Kette von innen auf die Rollen.',
        ),
        p(
          'Das Gabelöl altert unbemerkt: Nach etwa 20 000 Kilometern lässt die Dämpfung spürbar nach. Ein Wechsel stellt das ursprüngliche Fahrverhalten wieder her.',
        ),
        ul([
          'Ölstand vor jeder längeren Tour prüfen',
          'Motorenöl mindestens einmal pro Saison wechseln',
          'Vor dem Winter volltanken und die Kette konservieren',
        ]),
      ],
    ],
    fr: [
      [
        h2('Un entretien qui paie'),
        p(
          'Une chaîne propre et lubrifiée dure jusqu’à trois fois plus longtemps. Nettoyez la chaîne tous les 500 à 1000 kilomètres et après chaque sortie sous la pluie, puis pulvérisez le spray sur la chaîne chaude, de l’intérieur sur les rouleaux.',
        ),
        p(
          'L’huile de fourche vieillit sans qu’on le remarque : après environ 20 000 kilomètres, l’amortissement faiblit nettement. Une vidange rétablit le comportement d’origine.',
        ),
        ul([
          'Contrôler le niveau d’huile avant chaque longue sortie',
          'Vidanger l’huile moteur au moins une fois par saison',
          'Faire le plein et protéger la chaîne avant l’hiver',
        ]),
      ],
    ],
    it: [
      [
        h2('Una cura che ripaga'),
        p(
          'Una catena pulita e lubrificata dura fino a tre volte di più. Pulite la catena ogni 500–1000 chilometri e dopo ogni uscita sotto la pioggia, poi spruzzate lo spray sulla catena calda, dall’interno sui rulli.',
        ),
        p(
          'L’olio della forcella invecchia senza che ce ne si accorga: dopo circa 20 000 chilometri lo smorzamento cala sensibilmente. Un cambio ripristina il comportamento originale.',
        ),
        ul([
          'Controllare il livello dell’olio prima di ogni lungo giro',
          'Cambiare l’olio motore almeno una volta a stagione',
          'Fare il pieno e proteggere la catena prima dell’inverno',
        ]),
      ],
    ],
    en: [
      [
        h2('Care that pays off'),
        p(
          'A clean, lubricated chain lasts up to three times longer. Clean the chain every 500 to 1,000 kilometres and after every ride in the rain, then spray the warm chain from the inside onto the rollers.',
        ),
        p(
          'Fork oil ages unnoticed: after about 20,000 kilometres the damping fades noticeably. A change restores the original handling.',
        ),
        ul([
          'Check the oil level before every long ride',
          'Change the engine oil at least once a season',
          'Fill the tank and protect the chain before winter',
        ]),
      ],
    ],
  },
}

export const MOTO_TREE: PageSeed[] = [home, racing, care]
