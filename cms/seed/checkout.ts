import type { Address } from '../payload-types'
import { customerKey } from './customers'
import { mediaId } from './media'
import { h2, p, richText, ul } from './rich-text'
import { LOCAL, tenantId, type SeedStep } from './types'
import { STANDARD_VAT_RATE } from '../../lib/vat'

type AddressSeed = Pick<Address, 'partnerId' | 'type' | 'street' | 'postalCode' | 'city' | 'preferred'> & {
  companyName: string[]
}

/** Delivery (SHIP_TO) and invoice (BILL_TO) addresses of the demo business customers. */
export const ADDRESS_SEEDS: { tenant: string; customerId: string; addresses: AddressSeed[] }[] = [
  {
    tenant: 'tribo',
    customerId: '100200',
    addresses: [
      {
        partnerId: '100200',
        type: 'SHIP_TO',
        companyName: ['Garage Muster AG'],
        street: 'Industriestrasse 12',
        postalCode: '8604',
        city: 'Volketswil',
        preferred: true,
      },
      {
        partnerId: '100201',
        type: 'SHIP_TO',
        companyName: ['Garage Muster AG', 'Filiale Winterthur'],
        street: 'Zürcherstrasse 221',
        postalCode: '8406',
        city: 'Winterthur',
        preferred: false,
      },
      {
        partnerId: '100202',
        type: 'SHIP_TO',
        companyName: ['Garage Muster AG', 'Lager Dietlikon'],
        street: 'Brandbachstrasse 6',
        postalCode: '8305',
        city: 'Dietlikon',
        preferred: false,
      },
      {
        partnerId: '100200',
        type: 'BILL_TO',
        companyName: ['Garage Muster AG', 'Buchhaltung'],
        street: 'Industriestrasse 12',
        postalCode: '8604',
        city: 'Volketswil',
        preferred: true,
      },
      {
        partnerId: '100290',
        type: 'BILL_TO',
        companyName: ['Muster Holding AG'],
        street: 'Bahnhofstrasse 40',
        postalCode: '8001',
        city: 'Zürich',
        preferred: false,
      },
    ],
  },
  {
    tenant: 'tribo',
    customerId: '100300',
    addresses: [
      {
        partnerId: '100300',
        type: 'SHIP_TO',
        companyName: ['Transporte Alpin GmbH'],
        street: 'Kantonsstrasse 88',
        postalCode: '7000',
        city: 'Chur',
        preferred: true,
      },
      {
        partnerId: '100301',
        type: 'SHIP_TO',
        companyName: ['Transporte Alpin GmbH', 'Depot Landquart'],
        street: 'Bahnhofstrasse 3',
        postalCode: '7302',
        city: 'Landquart',
        preferred: false,
      },
      {
        partnerId: '100300',
        type: 'BILL_TO',
        companyName: ['Transporte Alpin GmbH'],
        street: 'Kantonsstrasse 88',
        postalCode: '7000',
        city: 'Chur',
        preferred: true,
      },
    ],
  },
  {
    tenant: 'moto',
    customerId: '200100',
    addresses: [
      {
        partnerId: '200100',
        type: 'SHIP_TO',
        companyName: ['Moto Center Bern AG'],
        street: 'Freiburgstrasse 300',
        postalCode: '3018',
        city: 'Bern',
        preferred: true,
      },
      {
        partnerId: '200100',
        type: 'BILL_TO',
        companyName: ['Moto Center Bern AG'],
        street: 'Freiburgstrasse 300',
        postalCode: '3018',
        city: 'Bern',
        preferred: true,
      },
    ],
  },
]

type Language = 'de' | 'fr' | 'it' | 'en'

const TERMS_TITLE: Record<Language, string> = {
  de: 'Allgemeine Geschäftsbedingungen',
  fr: 'Conditions générales de vente',
  it: 'Condizioni generali di vendita',
  en: 'General terms and conditions',
}

/** Short demo terms per language: the structure of real ones (scope, prices, delivery, payment, law). */
const TERMS: Record<Language, [string, string][]> = {
  de: [
    [
      '1. Geltungsbereich',
      'Diese Bedingungen gelten für alle Bestellungen von Geschäftskunden im Webshop. Abweichende Bedingungen des Kunden gelten nur, wenn wir sie schriftlich bestätigen.',
    ],
    [
      '2. Preise',
      'Alle Preise verstehen sich in Schweizer Franken, netto, exklusive Mehrwertsteuer und Lenkungsabgaben. Massgebend ist der Preis zum Zeitpunkt der Bestellung.',
    ],
    [
      '3. Lieferung',
      'Wir liefern an die gewählte Lieferadresse. Teillieferungen sind zulässig. Nutzen und Gefahr gehen mit der Übergabe an den Kunden über.',
    ],
    ['4. Zahlung', 'Rechnungen sind innert 30 Tagen ab Rechnungsdatum ohne Abzug zahlbar.'],
    [
      '5. Recht und Gerichtsstand',
      'Es gilt schweizerisches Recht unter Ausschluss des Wiener Kaufrechts. Gerichtsstand ist Zürich.',
    ],
  ],
  fr: [
    [
      "1. Champ d'application",
      "Les présentes conditions s'appliquent à toutes les commandes de clients professionnels dans la boutique en ligne.",
    ],
    ['2. Prix', 'Tous les prix sont indiqués en francs suisses, nets, hors TVA et taxes d’incitation.'],
    [
      '3. Livraison',
      "Nous livrons à l'adresse de livraison choisie. Les livraisons partielles sont admises.",
    ],
    [
      '4. Paiement',
      'Les factures sont payables dans les 30 jours à compter de la date de facture, sans déduction.',
    ],
    ['5. Droit et for', 'Le droit suisse est applicable. Le for est Zurich.'],
  ],
  it: [
    [
      '1. Campo di applicazione',
      'Le presenti condizioni si applicano a tutti gli ordini di clienti commerciali nel negozio online.',
    ],
    ['2. Prezzi', 'Tutti i prezzi sono in franchi svizzeri, netti, IVA e tasse d’incentivazione escluse.'],
    ['3. Consegna', "Consegniamo all'indirizzo di consegna scelto. Sono ammesse consegne parziali."],
    ['4. Pagamento', 'Le fatture sono pagabili entro 30 giorni dalla data della fattura, senza deduzioni.'],
    ['5. Diritto e foro', 'Si applica il diritto svizzero. Il foro competente è Zurigo.'],
  ],
  en: [
    ['1. Scope', 'These terms apply to all orders placed by business customers in the web shop.'],
    ['2. Prices', 'All prices are in Swiss francs, net, excluding VAT and incentive taxes.'],
    ['3. Delivery', 'We deliver to the chosen delivery address. Partial deliveries are permitted.'],
    ['4. Payment', 'Invoices are payable within 30 days of the invoice date without deduction.'],
    ['5. Law and jurisdiction', 'Swiss law applies. The place of jurisdiction is Zurich.'],
  ],
}

const CONFIRMATION: Record<
  Language,
  {
    title: string
    text: string
    subline: string
    department: string
    function: string
    homeButtonLabel: string
  }
> = {
  de: {
    title: 'Vielen Dank für Ihre Bestellung',
    text: 'Wir haben Ihre Bestellung erhalten und bearbeiten sie umgehend. Sie finden sie in Ihrem Konto unter «Bestellungen»; eine Bestätigung liegt in Ihrer Mitteilungszentrale.',
    subline: 'Bestellungen bis 14 Uhr verlassen unser Lager in Volketswil am nächsten Arbeitstag.',
    department: 'Innendienst Verkauf',
    function: 'Leiterin Innendienst',
    homeButtonLabel: 'Zur Startseite',
  },
  fr: {
    title: 'Merci pour votre commande',
    text: 'Nous avons bien reçu votre commande et la traitons immédiatement. Vous la trouverez dans votre compte sous «Commandes».',
    subline: 'Les commandes passées avant 14 h quittent notre entrepôt le jour ouvrable suivant.',
    department: 'Service commercial interne',
    function: 'Responsable du service interne',
    homeButtonLabel: "Vers la page d'accueil",
  },
  it: {
    title: 'Grazie per il suo ordine',
    text: 'Abbiamo ricevuto il suo ordine e lo elaboriamo subito. Lo trova nel suo conto sotto «Ordini».',
    subline: 'Gli ordini entro le 14 lasciano il nostro magazzino il giorno lavorativo successivo.',
    department: 'Servizio interno vendite',
    function: 'Responsabile servizio interno',
    homeButtonLabel: 'Alla pagina iniziale',
  },
  en: {
    title: 'Thank you for your order',
    text: 'We have received your order and are processing it right away. You will find it in your account under "Orders".',
    subline: 'Orders placed by 2 pm leave our warehouse on the next working day.',
    department: 'Inside sales',
    function: 'Head of inside sales',
    homeButtonLabel: 'To the home page',
  },
}

const LANGUAGES: Language[] = ['de', 'fr', 'it', 'en']

function termsContent(language: Language) {
  const intro = {
    de: 'Stand: 1. Januar 2026',
    fr: 'Version du 1er janvier 2026',
    it: 'Versione del 1° gennaio 2026',
    en: 'Version of 1 January 2026',
  }[language]
  const blocks = TERMS[language].flatMap(([heading, body]) => [h2(heading), p(body)])
  const notes = {
    de: ['Mindestbestellwert: keiner', 'Versandkostenfrei ab CHF 300 netto'],
    fr: ['Valeur minimale de commande : aucune', 'Port offert dès CHF 300 net'],
    it: ['Valore minimo d’ordine: nessuno', 'Spedizione gratuita da CHF 300 netti'],
    en: ['Minimum order value: none', 'Free shipping from CHF 300 net'],
  }[language]
  return richText([p(intro), ...blocks, ul(notes)])
}

/**
 * The customers' addresses (found by customer, type and partner id) and each
 * tenant's checkout settings: terms and conditions and the confirmation page
 * in four languages (created once per tenant; editors change them in /cms).
 */
export const checkoutStep: SeedStep = {
  name: 'checkout',
  async run(ctx) {
    const { payload } = ctx
    for (const seed of ADDRESS_SEEDS) {
      const tenant = tenantId(ctx, seed.tenant)
      const customer = ctx.customers.get(customerKey(seed.tenant, seed.customerId))
      if (customer == null) continue
      for (const address of seed.addresses) {
        const found = await payload.count({
          collection: 'addresses',
          where: {
            and: [
              { customer: { equals: customer } },
              { type: { equals: address.type } },
              { partnerId: { equals: address.partnerId } },
            ],
          },
          ...LOCAL,
        })
        if (found.totalDocs) {
          ctx.record('addresses', 'existing')
          continue
        }
        await payload.create({
          collection: 'addresses',
          data: { tenant, customer, ...address, companyName: address.companyName.join('\n'), country: 'CH' },
          depth: 0,
          ...LOCAL,
        })
        ctx.record('addresses', 'created')
      }
    }
    for (const [slug, tenant] of ctx.tenants) {
      if (
        (
          await payload.count({
            collection: 'checkout-settings',
            where: { tenant: { equals: tenant } },
            ...LOCAL,
          })
        ).totalDocs
      ) {
        ctx.record('checkout-settings', 'existing')
        continue
      }
      let image: number | null = null
      try {
        image = mediaId(ctx, slug, 'portrait-b')
      } catch {
        image = null
      }
      const localized = (language: Language) => {
        const c = CONFIRMATION[language]
        return {
          terms: { title: TERMS_TITLE[language], content: termsContent(language) },
          confirmation: {
            title: c.title,
            text: c.text,
            subline: c.subline,
            homeButtonLabel: c.homeButtonLabel,
            contact: {
              department: c.department,
              function: c.function,
              image,
              firstName: 'Sandra',
              lastName: 'Keller',
              phone: '+41 44 908 12 34',
              email: 'bestellungen@tribo.ch',
            },
          },
        }
      }
      const doc = await payload.create({
        collection: 'checkout-settings',
        locale: 'de',
        data: {
          tenant,
          vat: { standardRate: STANDARD_VAT_RATE },
          delivery: { warehouseCanton: 'ZH' },
          ...localized('de'),
          terms: { ...localized('de').terms, version: 'AGB 2026-01' },
        },
        depth: 0,
        ...LOCAL,
      })
      for (const language of LANGUAGES.slice(1))
        await payload.update({
          collection: 'checkout-settings',
          id: doc.id,
          locale: language,
          data: localized(language),
          depth: 0,
          ...LOCAL,
        })
      ctx.record('checkout-settings', 'created')
    }
  },
}
