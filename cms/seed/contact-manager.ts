import type { ContentLanguage } from '../../lib/i18n/locales'
import { PRODUCT_LINE_SEEDS } from './site-shell'
import { L, LOCAL, OTHER_LANGUAGES, tenantId, type Localized, type SeedContext, type SeedStep } from './types'

/**
 * Gives a freshly written language the row ids of the German document, so
 * `update` fills the other language of the same rows instead of new ones.
 */
export function withRowIds(written: unknown, fresh: unknown): unknown {
  if (Array.isArray(fresh))
    return fresh.map((item, index) => withRowIds(Array.isArray(written) ? written[index] : undefined, item))
  if (fresh && typeof fresh === 'object') {
    const source = written && typeof written === 'object' ? (written as Record<string, unknown>) : {}
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(fresh)) out[key] = withRowIds(source[key], value)
    if (typeof source.id === 'string') out.id = source.id
    return out
  }
  return fresh
}

type Lang = ContentLanguage
const pick = (text: Localized<string>, language: Lang) => text[language]

/** "Ihr Anliegen": the product select lists the products of the product line chosen before (see features/contact-manager). */
const concernFields = (language: Lang) => [
  {
    type: 'subheader',
    label: pick(
      L('Worum geht es?', 'De quoi s’agit-il ?', 'Di che cosa si tratta?', 'What is it about?'),
      language,
    ),
  },
  {
    type: 'select.single',
    name: 'product',
    label: pick(L('Produkt', 'Produit', 'Prodotto', 'Product'), language),
    required: false,
    help: pick(
      L(
        'Die Auswahl zeigt die Produkte der gewählten Produktlinie.',
        'La liste montre les produits de la ligne choisie.',
        'L’elenco mostra i prodotti della linea scelta.',
        'The list shows the products of the chosen product line.',
      ),
      language,
    ),
    options: [
      {
        value: 'other',
        label: pick(
          L(
            'Anderes Produkt / weiss nicht',
            'Autre produit / je ne sais pas',
            'Altro prodotto / non so',
            'Another product / not sure',
          ),
          language,
        ),
      },
    ],
    width: 'half',
  },
  {
    type: 'text',
    name: 'orderNumber',
    label: pick(
      L(
        'Bestellnummer (falls vorhanden)',
        'Numéro de commande (si disponible)',
        'Numero d’ordine (se disponibile)',
        'Order number (if any)',
      ),
      language,
    ),
    placeholder: '4500123456',
    required: false,
    width: 'half',
    validators: [
      {
        type: 'Regex',
        pattern: '[0-9]{6,10}',
        message: pick(
          L(
            'Die Bestellnummer besteht aus 6 bis 10 Ziffern.',
            'Le numéro de commande compte 6 à 10 chiffres.',
            'Il numero d’ordine ha da 6 a 10 cifre.',
            'The order number has 6 to 10 digits.',
          ),
          language,
        ),
      },
    ],
  },
  {
    type: 'textarea',
    name: 'message',
    label: pick(L('Ihre Nachricht', 'Votre message', 'Il suo messaggio', 'Your message'), language),
    placeholder: pick(
      L(
        'Beschreiben Sie Ihr Anliegen möglichst genau: Fahrzeug oder Anlage, bisheriges Produkt, Mengen.',
        'Décrivez votre demande aussi précisément que possible : véhicule ou installation, produit utilisé, quantités.',
        'Descriva la sua richiesta nel modo più preciso possibile: veicolo o impianto, prodotto attuale, quantità.',
        'Describe your request as precisely as you can: vehicle or plant, current product, quantities.',
      ),
      language,
    ),
    required: true,
    validators: [{ type: 'Length', min: '20', max: '2000' }],
  },
  { type: 'submit', label: pick(L('Weiter', 'Continuer', 'Avanti', 'Continue'), language) },
]

const contactFields = (language: Lang) => [
  {
    type: 'text',
    name: 'company',
    label: pick(L('Firma', 'Entreprise', 'Azienda', 'Company'), language),
    required: false,
  },
  {
    type: 'text',
    name: 'firstName',
    label: pick(L('Vorname', 'Prénom', 'Nome', 'First name'), language),
    required: true,
    width: 'half',
    validators: [{ type: 'MaxLength', max: '80' }],
  },
  {
    type: 'text',
    name: 'lastName',
    label: pick(L('Nachname', 'Nom', 'Cognome', 'Last name'), language),
    required: true,
    width: 'half',
    validators: [{ type: 'MaxLength', max: '80' }],
  },
  {
    type: 'email',
    name: 'email',
    label: pick(L('E-Mail', 'E-mail', 'E-mail', 'E-mail'), language),
    required: true,
    width: 'half',
  },
  {
    type: 'tel',
    name: 'phone',
    label: pick(L('Telefon', 'Téléphone', 'Telefono', 'Phone'), language),
    required: false,
    width: 'half',
  },
  {
    type: 'radio',
    name: 'preferredContact',
    label: pick(
      L(
        'Bevorzugte Kontaktart',
        'Mode de contact préféré',
        'Modalità di contatto preferita',
        'Preferred way of contact',
      ),
      language,
    ),
    required: true,
    defaultValue: 'email',
    options: [
      { value: 'email', label: pick(L('E-Mail', 'E-mail', 'E-mail', 'E-mail'), language) },
      { value: 'phone', label: pick(L('Telefon', 'Téléphone', 'Telefono', 'Phone'), language) },
    ],
  },
  {
    type: 'checkbox',
    name: 'privacy',
    label: pick(
      L(
        'Ich habe die Datenschutzerklärung gelesen und bin mit der Bearbeitung meiner Angaben einverstanden.',
        'J’ai lu la déclaration de protection des données et j’accepte le traitement de mes données.',
        'Ho letto l’informativa sulla protezione dei dati e acconsento al trattamento dei miei dati.',
        'I have read the privacy policy and agree to my details being processed.',
      ),
      language,
    ),
    required: true,
  },
  {
    type: 'submit',
    label: pick(
      L(
        'Weiter zur Übersicht',
        'Continuer vers le récapitulatif',
        'Avanti al riepilogo',
        'Continue to the overview',
      ),
      language,
    ),
  },
]

const FORMS = [
  {
    key: 'concern',
    title: L('Ihr Anliegen', 'Votre demande', 'La sua richiesta', 'Your request'),
    fields: concernFields,
  },
  {
    key: 'contact',
    title: L('Ihre Kontaktdaten', 'Vos coordonnées', 'I suoi dati di contatto', 'Your contact details'),
    fields: contactFields,
  },
] as const

const PROCESS_TITLE = L('Kontakt', 'Contact', 'Contatto', 'Contact')

type TopicSeed = { id: string; label: Localized<string>; icon: string; next: string | null }
const TOPICS: TopicSeed[] = [
  {
    id: 'advice',
    label: L('Produktberatung', 'Conseil produit', 'Consulenza prodotti', 'Product advice'),
    icon: 'info',
    next: null,
  },
  {
    id: 'order',
    label: L('Bestellung & Lieferung', 'Commande & livraison', 'Ordine & consegna', 'Order & delivery'),
    icon: 'cart',
    next: null,
  },
  {
    id: 'technical',
    label: L('Technische Frage', 'Question technique', 'Domanda tecnica', 'Technical question'),
    icon: 'filter',
    next: null,
  },
  {
    id: 'vehicle',
    label: L(
      'Ölempfehlung fürs Fahrzeug',
      'Recommandation d’huile pour le véhicule',
      'Raccomandazione olio per il veicolo',
      'Oil recommendation for a vehicle',
    ),
    icon: 'oil',
    next: 'oilFinder',
  },
]

function processSteps(language: Lang, withOilFinder: boolean) {
  const topics = TOPICS.filter((topic) => withOilFinder || topic.id !== 'vehicle')
  return [
    {
      stepId: 'topic',
      type: 'iconButton',
      title: pick(
        L('Worum geht es?', 'De quoi s’agit-il ?', 'Di che cosa si tratta?', 'What is it about?'),
        language,
      ),
      text: pick(
        L(
          'Wählen Sie das Thema Ihrer Anfrage.',
          'Choisissez le thème de votre demande.',
          'Scelga il tema della sua richiesta.',
          'Choose the topic of your request.',
        ),
        language,
      ),
      fieldName: 'topic',
      optionSource: 'options',
      nextStep: 'productLine',
      options: topics.map((topic) => ({
        optionId: topic.id,
        label: pick(topic.label, language),
        icon: topic.icon,
        nextStep: topic.next,
      })),
    },
    {
      stepId: 'productLine',
      type: 'iconButton',
      title: pick(
        L(
          'Welche Produktlinie?',
          'Quelle ligne de produits ?',
          'Quale linea di prodotti?',
          'Which product line?',
        ),
        language,
      ),
      text: pick(
        L(
          'So erreicht Ihre Anfrage die zuständige Fachperson.',
          'Ainsi, votre demande parvient au bon spécialiste.',
          'Così la sua richiesta arriva allo specialista competente.',
          'This way your request reaches the right specialist.',
        ),
        language,
      ),
      fieldName: 'productLine',
      optionSource: 'productLines',
      nextStep: 'details',
    },
    {
      stepId: 'details',
      type: 'formConfig',
      title: pick(FORMS[0].title, language),
      nextStep: 'contact',
      productField: 'product',
    },
    { stepId: 'contact', type: 'formSubmit', title: pick(FORMS[1].title, language), nextStep: 'overview' },
    {
      stepId: 'overview',
      type: 'Overview',
      title: pick(L('Übersicht', 'Récapitulatif', 'Riepilogo', 'Overview'), language),
      text: pick(
        L(
          'Bitte prüfen Sie Ihre Angaben, bevor Sie die Anfrage senden.',
          'Veuillez vérifier vos données avant d’envoyer la demande.',
          'Verifichi i suoi dati prima di inviare la richiesta.',
          'Please check your details before sending the request.',
        ),
        language,
      ),
      sendLabel: pick(
        L('Anfrage senden', 'Envoyer la demande', 'Invia la richiesta', 'Send request'),
        language,
      ),
    },
    ...(withOilFinder
      ? [
          {
            stepId: 'oilFinder',
            type: 'button',
            title: pick(
              L(
                'Das passende Öl für Ihr Fahrzeug',
                'La bonne huile pour votre véhicule',
                'L’olio giusto per il suo veicolo',
                'The right oil for your vehicle',
              ),
              language,
            ),
            text: pick(
              L(
                'Unser Ölfinder nennt Ihnen in wenigen Klicks das freigegebene Öl für Marke, Modell und Motor – rund um die Uhr.',
                'Notre guide des huiles vous indique en quelques clics l’huile homologuée pour la marque, le modèle et le moteur – 24 heures sur 24.',
                'Il nostro cercaolio le indica in pochi clic l’olio omologato per marca, modello e motore – 24 ore su 24.',
                'Our oil finder names the approved oil for make, model and engine in a few clicks – around the clock.',
              ),
              language,
            ),
            buttonLabel: pick(
              L('Zum Ölfinder', 'Vers le guide des huiles', 'Al cercaolio', 'Open the oil finder'),
              language,
            ),
            link: '/oel-finder',
          },
        ]
      : []),
  ]
}

const RECIPIENTS: Record<string, string> = {
  tribo: 'kundendienst@tribo.ch',
  moto: 'moto@tribo.ch',
  industrie: 'industrie@tribo.ch',
}

async function ensureForm(ctx: SeedContext, tenant: number, form: (typeof FORMS)[number]): Promise<number> {
  const { payload } = ctx
  const found = await payload.find({
    collection: 'forms',
    where: {
      and: [
        { tenant: { equals: tenant } },
        { usage: { equals: 'process' } },
        { title: { equals: form.title.de } },
      ],
    },
    locale: 'de',
    limit: 1,
    depth: 0,
    ...LOCAL,
  })
  if (found.docs[0]) {
    ctx.record('forms', 'existing')
    return found.docs[0].id
  }
  const created = await payload.create({
    collection: 'forms',
    locale: 'de',
    data: { tenant, title: form.title.de, usage: 'process', fields: form.fields('de') as never },
    ...LOCAL,
  })
  for (const language of OTHER_LANGUAGES) {
    await payload.update({
      collection: 'forms',
      id: created.id,
      locale: language,
      data: {
        title: form.title[language],
        usage: 'process',
        fields: withRowIds(created.fields, form.fields(language)) as never,
      },
      ...LOCAL,
    })
  }
  ctx.record('forms', 'created')
  return created.id
}

async function ensureProcess(ctx: SeedContext, slug: string) {
  const { payload } = ctx
  const tenant = tenantId(ctx, slug)
  const found = await payload.find({
    collection: 'contact-processes',
    where: { tenant: { equals: tenant } },
    limit: 1,
    depth: 0,
    ...LOCAL,
  })
  if (found.docs[0]) {
    ctx.record('contact-processes', 'existing')
    return
  }
  const [concern, contact] = [
    await ensureForm(ctx, tenant, FORMS[0]),
    await ensureForm(ctx, tenant, FORMS[1]),
  ]
  // Only the main site has the oil finder (tenants seed: oilFinderUrl).
  const withOilFinder = slug === 'tribo'
  const steps = (language: Lang) =>
    processSteps(language, withOilFinder).map((step) =>
      step.stepId === 'details'
        ? { ...step, form: concern }
        : step.stepId === 'contact'
          ? { ...step, form: contact }
          : step,
    )
  // Requests about industrial lubricants go to the industry team (routing by the chosen product line).
  const industryLine = PRODUCT_LINE_SEEDS[slug]?.find((line) => line.key === 'industry')
  const industry = industryLine
    ? (
        await payload.find({
          collection: 'product-lines',
          where: {
            and: [
              { tenant: { equals: tenant } },
              { slug: { equals: industryLine.slug.de } },
              { parent: { exists: false } },
            ],
          },
          locale: 'de',
          limit: 1,
          depth: 0,
          ...LOCAL,
        })
      ).docs[0]
    : undefined
  const intro = L(
    'In wenigen Schritten zur richtigen Fachperson: Wählen Sie Thema und Produktlinie, beschreiben Sie Ihr Anliegen, und wir melden uns.',
    'En quelques étapes vers le bon spécialiste : choisissez le thème et la ligne de produits, décrivez votre demande, et nous vous répondons.',
    'In pochi passi dallo specialista giusto: scelga tema e linea di prodotti, descriva la sua richiesta e la ricontatteremo.',
    'A few steps to the right specialist: choose the topic and product line, describe your request, and we will get back to you.',
  )
  const created = await payload.create({
    collection: 'contact-processes',
    locale: 'de',
    data: {
      tenant,
      title: PROCESS_TITLE.de,
      intro: intro.de,
      firstStep: 'topic',
      steps: steps('de') as never,
      published: true,
      recipients: RECIPIENTS[slug],
      routing: industry ? [{ productLine: industry.id, recipients: 'industrie@tribo.ch' }] : [],
    },
    ...LOCAL,
  })
  for (const language of OTHER_LANGUAGES) {
    await payload.update({
      collection: 'contact-processes',
      id: created.id,
      locale: language,
      data: {
        title: PROCESS_TITLE[language],
        intro: intro[language],
        firstStep: 'topic',
        steps: withRowIds(created.steps, steps(language)) as never,
      },
      ...LOCAL,
    })
  }
  ctx.record('contact-processes', 'created')
}

/** The contact process of every tenant: topic → product line → concern → contact details → overview (or the oil finder). */
export const contactManagerStep: SeedStep = {
  name: 'contact manager',
  async run(ctx) {
    for (const slug of ['tribo', 'moto', 'industrie'])
      if (ctx.tenants.has(slug)) await ensureProcess(ctx, slug)
  },
}
