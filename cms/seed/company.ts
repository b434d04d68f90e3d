import { L, type Localized } from './types'

/**
 * The facts about Tribo that several demo pages repeat (home, history,
 * milestones slider, imprint, press fact sheet, data sheet): kept here once so
 * they cannot drift apart.
 */
export const COMPANY = {
  name: 'Tribo AG',
  founder: 'Hans Tribolet',
  founded: 1962,
  street: 'Industriestrasse 12',
  postalCode: '8400',
  town: 'Winterthur',
  phone: '+41 52 260 50 50',
  email: 'info@tribo.ch',
  employees: 180,
  /** The founder's granddaughter, third generation. */
  managingDirector: 'Claudia Brunner-Tribolet',
} as const

export type Milestone = { year: number; title: Localized<string>; text: Localized<string> }

/** The company's milestones, oldest first (history page, milestones slider, its year pictures). */
export const MILESTONES: Milestone[] = [
  {
    year: 1962,
    title: L(
      'Gründung in Winterthur',
      'Fondation à Winterthour',
      'Fondazione a Winterthur',
      'Founded in Winterthur',
    ),
    text: L(
      `${COMPANY.founder} füllt in einer Garage in Winterthur die ersten Motorenöle für die Lastwagen und Landmaschinen der Region ab.`,
      `${COMPANY.founder} conditionne dans un garage de Winterthour les premières huiles moteur pour les camions et machines agricoles de la région.`,
      `${COMPANY.founder} confeziona in un garage di Winterthur i primi oli motore per i camion e le macchine agricole della regione.`,
      `${COMPANY.founder} fills the first engine oils for the region’s lorries and farm machinery in a garage in Winterthur.`,
    ),
  },
  {
    year: 1974,
    title: L('Eigenes Labor', 'Propre laboratoire', 'Laboratorio proprio', 'Own laboratory'),
    text: L(
      'Jede Charge wird ab jetzt auf Viskosität und Reinheit geprüft.',
      'Chaque lot est désormais contrôlé en viscosité et pureté.',
      'Da allora ogni lotto è controllato per viscosità e purezza.',
      'From now on every batch is tested for viscosity and purity.',
    ),
  },
  {
    year: 1986,
    title: L('Erste Herstellerfreigabe', 'Première homologation', 'Prima omologazione', 'First OEM approval'),
    text: L(
      'Mercedes-Benz gibt unser Nutzfahrzeugöl frei.',
      'Mercedes-Benz homologue notre huile pour utilitaires.',
      'Mercedes-Benz omologa il nostro olio per veicoli commerciali.',
      'Mercedes-Benz approves our commercial-vehicle oil.',
    ),
  },
  {
    year: 1995,
    title: L(
      'Industrieschmierstoffe',
      'Lubrifiants industriels',
      'Lubrificanti industriali',
      'Industrial lubricants',
    ),
    text: L(
      'Mit Hydraulik- und Getriebeölen startet die Sparte Tribo Industrie.',
      'Avec les huiles hydrauliques et pour engrenages naît la division Tribo Industrie.',
      'Con gli oli idraulici e per ingranaggi nasce la divisione Tribo Industrie.',
      'Hydraulic and gear oils launch the Tribo Industrie division.',
    ),
  },
  {
    year: 1998,
    title: L('Neues Werk', 'Nouvelle usine', 'Nuovo stabilimento', 'New plant'),
    text: L(
      'Das Werk an der Industriestrasse verdreifacht die Kapazität.',
      'L’usine de l’Industriestrasse triple la capacité.',
      'Lo stabilimento sulla Industriestrasse triplica la capacità.',
      'The plant on Industriestrasse triples capacity.',
    ),
  },
  {
    year: 2010,
    title: L('Tribo Moto', 'Tribo Moto', 'Tribo Moto', 'Tribo Moto'),
    text: L(
      'Eine eigene Marke für Motorradfahrerinnen und -fahrer.',
      'Une marque dédiée aux motards.',
      'Un marchio dedicato ai motociclisti.',
      'A brand of its own for motorcyclists.',
    ),
  },
  {
    year: 2026,
    title: L('Sonnenstrom', 'Énergie solaire', 'Energia solare', 'Solar power'),
    text: L(
      'Die Solaranlage auf dem Werksdach deckt einen Drittel des Strombedarfs.',
      'L’installation solaire sur le toit de l’usine couvre un tiers des besoins en électricité.',
      'L’impianto solare sul tetto dello stabilimento copre un terzo del fabbisogno elettrico.',
      'The solar plant on the factory roof covers a third of our electricity needs.',
    ),
  },
]

/** The media key of a milestone's year picture. */
export const milestoneImageKey = (milestone: Milestone) => `history-${milestone.year}`
