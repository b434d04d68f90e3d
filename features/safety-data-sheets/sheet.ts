import type { SafetyDataSheetLanguage } from './types'
import { createTextPdf, type PdfLine } from '@/lib/pdf'

/** The 16 sections of a safety data sheet (REACH Annex II), per language. */
export const SDS_SECTIONS: Record<SafetyDataSheetLanguage, readonly string[]> = {
  de: [
    'Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
    'Mögliche Gefahren',
    'Zusammensetzung/Angaben zu Bestandteilen',
    'Erste-Hilfe-Massnahmen',
    'Massnahmen zur Brandbekämpfung',
    'Massnahmen bei unbeabsichtigter Freisetzung',
    'Handhabung und Lagerung',
    'Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen',
    'Physikalische und chemische Eigenschaften',
    'Stabilität und Reaktivität',
    'Toxikologische Angaben',
    'Umweltbezogene Angaben',
    'Hinweise zur Entsorgung',
    'Angaben zum Transport',
    'Rechtsvorschriften',
    'Sonstige Angaben',
  ],
  fr: [
    "Identification de la substance/du mélange et de la société/l'entreprise",
    'Identification des dangers',
    'Composition/informations sur les composants',
    'Premiers secours',
    "Mesures de lutte contre l'incendie",
    'Mesures à prendre en cas de dispersion accidentelle',
    'Manipulation et stockage',
    "Contrôles de l'exposition/protection individuelle",
    'Propriétés physiques et chimiques',
    'Stabilité et réactivité',
    'Informations toxicologiques',
    'Informations écologiques',
    "Considérations relatives à l'élimination",
    'Informations relatives au transport',
    'Informations relatives à la réglementation',
    'Autres informations',
  ],
  it: [
    'Identificazione della sostanza o della miscela e della società/impresa',
    'Identificazione dei pericoli',
    'Composizione/informazioni sugli ingredienti',
    'Misure di primo soccorso',
    'Misure di lotta antincendio',
    'Misure in caso di rilascio accidentale',
    'Manipolazione e immagazzinamento',
    "Controlli dell'esposizione/della protezione individuale",
    'Proprietà fisiche e chimiche',
    'Stabilità e reattività',
    'Informazioni tossicologiche',
    'Informazioni ecologiche',
    'Considerazioni sullo smaltimento',
    'Informazioni sul trasporto',
    'Informazioni sulla regolamentazione',
    'Altre informazioni',
  ],
  en: [
    'Identification of the substance/mixture and of the company/undertaking',
    'Hazards identification',
    'Composition/information on ingredients',
    'First aid measures',
    'Firefighting measures',
    'Accidental release measures',
    'Handling and storage',
    'Exposure controls/personal protection',
    'Physical and chemical properties',
    'Stability and reactivity',
    'Toxicological information',
    'Ecological information',
    'Disposal considerations',
    'Transport information',
    'Regulatory information',
    'Other information',
  ],
}

type SheetTexts = {
  title: string
  product: string
  article: string
  version: string
  issued: string
  language: string
  supplier: string
  section: string
  body: readonly string[]
}

/** Fixed texts of the demo sheets: a short, plausible statement per section for a mineral or synthetic lubricant. */
const TEXTS: Record<SafetyDataSheetLanguage, SheetTexts> = {
  de: {
    title: 'Sicherheitsdatenblatt',
    product: 'Handelsname',
    article: 'Artikelnummer',
    version: 'Version',
    issued: 'Ausgabedatum',
    language: 'Sprache: Deutsch',
    supplier:
      'Lieferant: Tribo Schmierstoffe AG, Industriestrasse 1, 8000 Zürich, Schweiz. Notruf: Tox Info Suisse 145',
    section: 'ABSCHNITT',
    body: [
      'Verwendung: Schmierstoff für Motoren, Getriebe und Maschinen.',
      'Das Gemisch ist nicht als gefährlich eingestuft gemäss Verordnung (EG) Nr. 1272/2008.',
      'Hochraffinierte Mineralöle und/oder synthetische Basisöle mit Additiven.',
      'Nach Hautkontakt mit Wasser und Seife waschen. Bei Beschwerden Arzt aufsuchen.',
      'Geeignete Löschmittel: Schaum, Trockenlöschmittel, CO2. Kein Wasservollstrahl.',
      'Mit saugfähigem Material aufnehmen. Nicht in die Kanalisation gelangen lassen.',
      'Behälter dicht geschlossen an einem kühlen, gut belüfteten Ort lagern.',
      'Schutzhandschuhe aus Nitrilkautschuk tragen. Ölnebel vermeiden.',
      'Flüssig, braun, charakteristischer Geruch. Flammpunkt über 200 °C.',
      'Stabil unter normalen Bedingungen. Starke Oxidationsmittel meiden.',
      'Keine akute Toxizität bekannt.',
      'Nicht leicht biologisch abbaubar. Nicht in die Umwelt gelangen lassen.',
      'Als Altöl über einen zugelassenen Entsorger entsorgen.',
      'Kein Gefahrgut im Sinne von ADR/RID, IMDG und IATA.',
      'Schweizerische Chemikalienverordnung (ChemV) und REACH beachtet.',
      'Änderungen gegenüber der Vorversion sind am Rand markiert.',
    ],
  },
  fr: {
    title: 'Fiche de données de sécurité',
    product: 'Nom commercial',
    article: "Numéro d'article",
    version: 'Version',
    issued: "Date d'émission",
    language: 'Langue : français',
    supplier:
      'Fournisseur : Tribo Schmierstoffe AG, Industriestrasse 1, 8000 Zurich, Suisse. Urgence : Tox Info Suisse 145',
    section: 'RUBRIQUE',
    body: [
      'Utilisation : lubrifiant pour moteurs, transmissions et machines.',
      "Le mélange n'est pas classé comme dangereux selon le règlement (CE) n° 1272/2008.",
      'Huiles minérales hautement raffinées et/ou huiles de base synthétiques avec additifs.',
      "Après contact avec la peau, laver à l'eau et au savon. Consulter un médecin en cas de malaise.",
      "Moyens d'extinction appropriés : mousse, poudre, CO2. Pas de jet d'eau plein.",
      'Absorber avec un matériau absorbant. Ne pas laisser pénétrer dans les égouts.',
      'Conserver le récipient bien fermé dans un endroit frais et bien ventilé.',
      "Porter des gants en caoutchouc nitrile. Éviter les brouillards d'huile.",
      'Liquide, brun, odeur caractéristique. Point éclair supérieur à 200 °C.',
      'Stable dans des conditions normales. Éviter les oxydants forts.',
      'Aucune toxicité aiguë connue.',
      "Difficilement biodégradable. Ne pas rejeter dans l'environnement.",
      'Éliminer comme huile usagée auprès d’un éliminateur agréé.',
      "Pas une marchandise dangereuse au sens de l'ADR/RID, IMDG et IATA.",
      'Ordonnance suisse sur les produits chimiques (OChim) et REACH respectées.',
      'Les modifications par rapport à la version précédente sont marquées en marge.',
    ],
  },
  it: {
    title: 'Scheda di dati di sicurezza',
    product: 'Nome commerciale',
    article: "Numero d'articolo",
    version: 'Versione',
    issued: 'Data di emissione',
    language: 'Lingua: italiano',
    supplier:
      'Fornitore: Tribo Schmierstoffe AG, Industriestrasse 1, 8000 Zurigo, Svizzera. Emergenza: Tox Info Suisse 145',
    section: 'SEZIONE',
    body: [
      'Uso: lubrificante per motori, cambi e macchine.',
      'La miscela non è classificata come pericolosa ai sensi del regolamento (CE) n. 1272/2008.',
      'Oli minerali altamente raffinati e/o oli base sintetici con additivi.',
      'Dopo il contatto con la pelle lavare con acqua e sapone. In caso di disturbi consultare un medico.',
      "Mezzi di estinzione idonei: schiuma, polvere, CO2. Non usare getti d'acqua pieni.",
      'Raccogliere con materiale assorbente. Non disperdere nelle fognature.',
      'Conservare il recipiente ben chiuso in luogo fresco e ben ventilato.',
      "Indossare guanti in gomma nitrilica. Evitare nebbie d'olio.",
      'Liquido, marrone, odore caratteristico. Punto di infiammabilità superiore a 200 °C.',
      'Stabile in condizioni normali. Evitare forti ossidanti.',
      'Nessuna tossicità acuta nota.',
      "Non facilmente biodegradabile. Non disperdere nell'ambiente.",
      'Smaltire come olio usato tramite uno smaltitore autorizzato.',
      "Non è merce pericolosa ai sensi dell'ADR/RID, IMDG e IATA.",
      'Rispettate l’ordinanza svizzera sui prodotti chimici (OPChim) e REACH.',
      'Le modifiche rispetto alla versione precedente sono segnate a margine.',
    ],
  },
  en: {
    title: 'Safety data sheet',
    product: 'Trade name',
    article: 'Article number',
    version: 'Version',
    issued: 'Issue date',
    language: 'Language: English',
    supplier:
      'Supplier: Tribo Schmierstoffe AG, Industriestrasse 1, 8000 Zurich, Switzerland. Emergency: Tox Info Suisse 145',
    section: 'SECTION',
    body: [
      'Use: lubricant for engines, gearboxes and machinery.',
      'The mixture is not classified as hazardous under Regulation (EC) No 1272/2008.',
      'Highly refined mineral oils and/or synthetic base oils with additives.',
      'After skin contact wash with soap and water. Seek medical advice if symptoms persist.',
      'Suitable extinguishing media: foam, dry powder, CO2. Do not use a solid water jet.',
      'Take up with absorbent material. Do not let it enter drains.',
      'Keep the container tightly closed in a cool, well-ventilated place.',
      'Wear nitrile rubber gloves. Avoid oil mist.',
      'Liquid, brown, characteristic odour. Flash point above 200 °C.',
      'Stable under normal conditions. Avoid strong oxidising agents.',
      'No acute toxicity known.',
      'Not readily biodegradable. Do not release into the environment.',
      'Dispose of as waste oil through an approved disposal company.',
      'Not dangerous goods under ADR/RID, IMDG and IATA.',
      'Swiss Chemicals Ordinance (ChemO) and REACH observed.',
      'Changes from the previous version are marked in the margin.',
    ],
  },
}

export type SheetFacts = {
  productName: string
  articleNumber: string
  version: string
  issuedAt: string
  language: SafetyDataSheetLanguage
}

/** "YYYY-MM-DD…" → "DD.MM.YYYY". */
const swissDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

/** The lines of a safety data sheet: title, product, article, version, issue date, language, then the 16 sections. */
export function safetyDataSheetLines(facts: SheetFacts): PdfLine[] {
  const t = TEXTS[facts.language]
  const lines: PdfLine[] = [
    { text: t.title, size: 18, bold: true },
    { text: facts.productName, size: 13, bold: true, gapBefore: 6 },
    { text: `${t.product}: ${facts.productName}`, gapBefore: 4 },
    { text: `${t.article}: ${facts.articleNumber}` },
    { text: `${t.version}: ${facts.version}    ${t.issued}: ${swissDate(facts.issuedAt)}` },
    { text: t.language },
  ]
  SDS_SECTIONS[facts.language].forEach((heading, index) => {
    lines.push({ text: `${t.section} ${index + 1}: ${heading}`, size: 11, bold: true, gapBefore: 8 })
    if (index === 0)
      lines.push(
        { text: `${t.product}: ${facts.productName} (${facts.articleNumber})` },
        { text: t.supplier },
      )
    lines.push({ text: t.body[index] })
  })
  return lines
}

/** A complete safety data sheet as PDF bytes (deterministic: the issue date is the creation date). */
export function safetyDataSheetPdf(facts: SheetFacts): Buffer {
  const t = TEXTS[facts.language]
  return createTextPdf(safetyDataSheetLines(facts), {
    title: `${t.title} ${facts.productName} (${facts.articleNumber})`,
    author: 'Tribo Schmierstoffe AG',
    subject: `${facts.articleNumber} ${t.version} ${facts.version}`,
    language: facts.language,
    createdAt: new Date(facts.issuedAt),
  })
}
