import type { ContentLanguage } from '../../lib/i18n/locales'
import { L, LOCAL, OTHER_LANGUAGES, tenantId, type Localized, type SeedContext, type SeedStep } from './types'

type OptionSeed = { value: string; label: Localized<string> }
type FieldSeed = {
  type: string
  name?: string
  label: Localized<string>
  placeholder?: Localized<string>
  help?: Localized<string>
  required?: boolean
  width?: 'full' | 'half'
  defaultValue?: string
  options?: OptionSeed[]
  validators?: {
    type: string
    min?: string
    max?: string
    field?: string
    pattern?: string
    message?: Localized<string>
  }[]
  accept?: string[]
  maxFileMb?: number
  maxFiles?: number
}

const opt = (value: string, de: string, fr: string, it: string, en: string): OptionSeed => ({
  value,
  label: L(de, fr, it, en),
})

/** The public consultation form of the "Schmierstoff-Beratung" page: one field of nearly every type the engine knows. */
const ADVICE_FORM = {
  title: L(
    'Schmierstoff-Beratung anfragen',
    'Demander un conseil en lubrifiants',
    'Richiedere una consulenza lubrificanti',
    'Request lubricant advice',
  ),
  successMessage: L(
    'Vielen Dank, das Formular wurde erfolgreich abgesendet. Unsere Anwendungstechnik meldet sich innerhalb von zwei Arbeitstagen bei Ihnen.',
    'Merci beaucoup, le formulaire a bien été envoyé. Notre service technique vous contactera dans les deux jours ouvrables.',
    'Grazie mille, il modulo è stato inviato correttamente. Il nostro servizio tecnico vi contatterà entro due giorni lavorativi.',
    'Thank you, the form has been sent successfully. Our application engineers will contact you within two working days.',
  ),
  fields: [
    {
      type: 'hidden',
      name: 'source',
      label: L('Quelle', 'Source', 'Fonte', 'Source'),
      defaultValue: 'schmierstoff-beratung',
    },
    { type: 'subheader', label: L('Ihr Betrieb', 'Votre entreprise', 'La vostra azienda', 'Your business') },
    {
      type: 'text',
      name: 'company',
      label: L('Firma', 'Entreprise', 'Ditta', 'Company'),
      required: true,
      validators: [{ type: 'Length', min: '2', max: '80' }],
    },
    {
      type: 'text',
      name: 'customerNumber',
      label: L('Kundennummer', 'Numéro de client', 'Numero cliente', 'Customer number'),
      width: 'half',
      help: L(
        'Falls Sie bereits bei uns bestellen (6 Ziffern).',
        'Si vous commandez déjà chez nous (6 chiffres).',
        'Se ordinate già da noi (6 cifre).',
        'If you already order from us (6 digits).',
      ),
      validators: [
        {
          type: 'Regex',
          pattern: '\\d{6}',
          message: L(
            'Die Kundennummer hat 6 Ziffern.',
            'Le numéro de client compte 6 chiffres.',
            'Il numero cliente ha 6 cifre.',
            'The customer number has 6 digits.',
          ),
        },
      ],
    },
    {
      type: 'select.single',
      name: 'branch',
      label: L('Branche', 'Secteur', 'Settore', 'Industry'),
      width: 'half',
      required: true,
      options: [
        opt('garage', 'Garage / Werkstatt', 'Garage / atelier', 'Garage / officina', 'Garage / workshop'),
        opt(
          'fleet',
          'Transport und Flotten',
          'Transport et flottes',
          'Trasporti e flotte',
          'Transport and fleets',
        ),
        opt('construction', 'Bau', 'Construction', 'Edilizia', 'Construction'),
        opt('agriculture', 'Landwirtschaft', 'Agriculture', 'Agricoltura', 'Agriculture'),
        opt('industry', 'Industrie', 'Industrie', 'Industria', 'Industry'),
      ],
    },
    {
      type: 'number',
      name: 'vehicles',
      label: L(
        'Anzahl Fahrzeuge oder Maschinen',
        'Nombre de véhicules ou machines',
        'Numero di veicoli o macchine',
        'Number of vehicles or machines',
      ),
      width: 'half',
      validators: [{ type: 'Range', min: '1', max: '5000' }],
    },
    {
      type: 'checkboxes',
      name: 'areas',
      label: L(
        'Wofür suchen Sie Schmierstoffe?',
        'Pour quoi cherchez-vous des lubrifiants ?',
        'Per che cosa cercate lubrificanti?',
        'What do you need lubricants for?',
      ),
      required: true,
      options: [
        opt('engine', 'Motoren', 'Moteurs', 'Motori', 'Engines'),
        opt('transmission', 'Getriebe', 'Transmissions', 'Trasmissioni', 'Transmissions'),
        opt('hydraulics', 'Hydraulik', 'Hydraulique', 'Idraulica', 'Hydraulics'),
        opt('grease', 'Fette', 'Graisses', 'Grassi', 'Greases'),
      ],
      validators: [{ type: 'MaxLength', max: '3' }],
    },
    {
      type: 'textarea',
      name: 'message',
      label: L('Ihre Frage', 'Votre question', 'La vostra domanda', 'Your question'),
      required: true,
      placeholder: L(
        'Fahrzeuge, Maschinen, heutige Schmierstoffe …',
        'Véhicules, machines, lubrifiants actuels …',
        'Veicoli, macchine, lubrificanti attuali …',
        'Vehicles, machines, current lubricants …',
      ),
      validators: [{ type: 'Length', min: '20', max: '2000' }],
    },
    {
      type: 'file',
      name: 'documents',
      label: L(
        'Unterlagen (freiwillig)',
        'Documents (facultatif)',
        'Documenti (facoltativo)',
        'Documents (optional)',
      ),
      help: L(
        'Zum Beispiel Schmierpläne oder Fotos der Typenschilder.',
        'Par exemple plans de graissage ou photos des plaques signalétiques.',
        'Ad esempio piani di lubrificazione o foto delle targhette.',
        'For example lubrication schedules or photos of the type plates.',
      ),
      accept: ['pdf', 'image'],
      maxFileMb: 10,
      maxFiles: 3,
    },
    {
      type: 'date',
      name: 'visit',
      label: L(
        'Wunschtermin für einen Besuch',
        'Date souhaitée pour une visite',
        'Data desiderata per una visita',
        'Preferred date for a visit',
      ),
      width: 'half',
      validators: [{ type: 'Range', min: '2026-01-01', max: '2028-12-31' }],
    },
    { type: 'subheader', label: L('Kontakt', 'Contact', 'Contatto', 'Contact') },
    {
      type: 'radio',
      name: 'salutation',
      label: L('Anrede', 'Civilité', 'Appellativo', 'Salutation'),
      options: [opt('ms', 'Frau', 'Madame', 'Signora', 'Ms'), opt('mr', 'Herr', 'Monsieur', 'Signor', 'Mr')],
    },
    {
      type: 'text',
      name: 'name',
      label: L('Vor- und Nachname', 'Prénom et nom', 'Nome e cognome', 'First and last name'),
      required: true,
      width: 'half',
      validators: [{ type: 'Length', min: '2', max: '80' }],
    },
    { type: 'tel', name: 'phone', label: L('Telefon', 'Téléphone', 'Telefono', 'Phone'), width: 'half' },
    {
      type: 'email',
      name: 'email',
      label: L('E-Mail', 'E-mail', 'E-mail', 'E-mail'),
      required: true,
      width: 'half',
    },
    {
      type: 'email',
      name: 'emailRepeat',
      label: L('E-Mail wiederholen', 'Répéter l’e-mail', 'Ripetere l’e-mail', 'Repeat e-mail'),
      required: true,
      width: 'half',
      validators: [{ type: 'IdenticalTo', field: 'email' }],
    },
    {
      type: 'checkbox',
      name: 'privacy',
      label: L(
        'Ich bin einverstanden, dass Tribo meine Angaben zur Bearbeitung der Anfrage verwendet.',
        'J’accepte que Tribo utilise mes données pour traiter la demande.',
        'Acconsento che Tribo utilizzi i miei dati per elaborare la richiesta.',
        'I agree that Tribo uses my details to handle the request.',
      ),
      required: true,
    },
    {
      type: 'recaptcha',
      label: L('Spamschutz', 'Protection anti-spam', 'Protezione antispam', 'Spam protection'),
    },
    { type: 'submit', label: L('Anfrage senden', 'Envoyer la demande', 'Invia richiesta', 'Send request') },
  ] satisfies FieldSeed[],
}

const localizedOf = <T extends Localized<string> | undefined>(value: T, language: ContentLanguage) =>
  value ? value[language] : undefined

function fieldRows(
  fields: FieldSeed[],
  language: ContentLanguage,
  ids?: {
    id?: string | null
    options?: { id?: string | null }[] | null
    validators?: { id?: string | null }[] | null
  }[],
) {
  return fields.map((field, index) => ({
    ...(ids?.[index]?.id ? { id: ids[index].id } : {}),
    type: field.type,
    name: field.name,
    label: field.label[language],
    placeholder: localizedOf(field.placeholder, language),
    help: localizedOf(field.help, language),
    required: field.required ?? false,
    width: field.width ?? 'full',
    defaultValue: field.defaultValue,
    options: field.options?.map((option, at) => ({
      ...(ids?.[index]?.options?.[at]?.id ? { id: ids[index].options![at].id } : {}),
      value: option.value,
      label: option.label[language],
    })),
    validators: field.validators?.map((validator, at) => ({
      ...(ids?.[index]?.validators?.[at]?.id ? { id: ids[index].validators![at].id } : {}),
      type: validator.type,
      min: validator.min,
      max: validator.max,
      field: validator.field,
      pattern: validator.pattern,
      message: localizedOf(validator.message, language),
    })),
    accept: field.accept,
    maxFileMb: field.maxFileMb,
    maxFiles: field.maxFiles,
  }))
}

/** The form, found by its German title on the tenant, or created in all four languages. */
async function ensureForm(
  ctx: SeedContext,
  tenant: number,
  seed: typeof ADVICE_FORM,
  recipients: string,
): Promise<number> {
  const { payload } = ctx
  const found = await payload.find({
    collection: 'forms',
    where: { and: [{ tenant: { equals: tenant } }, { title: { equals: seed.title.de } }] },
    locale: 'de',
    limit: 1,
    depth: 0,
    ...LOCAL,
  })
  if (found.docs[0]) {
    ctx.record('forms', 'existing')
    return found.docs[0].id
  }
  const doc = await payload.create({
    collection: 'forms',
    locale: 'de',
    data: {
      tenant,
      title: seed.title.de,
      usage: 'page',
      successMessage: seed.successMessage.de,
      recipients,
      fields: fieldRows(seed.fields, 'de') as never,
    },
    ...LOCAL,
  })
  for (const language of OTHER_LANGUAGES) {
    await payload.update({
      collection: 'forms',
      id: doc.id,
      locale: language,
      data: {
        title: seed.title[language],
        successMessage: seed.successMessage[language],
        fields: fieldRows(seed.fields, language, doc.fields as never) as never,
      },
      ...LOCAL,
    })
  }
  ctx.record('forms', 'created')
  return doc.id
}

/** Puts the form below the page's text, in every language, unless a form block is there already. */
async function placeOnPage(
  ctx: SeedContext,
  tenant: number,
  slugDe: string,
  formId: number,
  title: Localized<string>,
) {
  const { payload } = ctx
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ tenant: { equals: tenant } }, { slug: { equals: slugDe } }] },
    locale: 'de',
    limit: 1,
    depth: 0,
    draft: false,
    ...LOCAL,
  })
  const page = docs[0]
  if (!page) return
  for (const language of ['de', ...OTHER_LANGUAGES] as ContentLanguage[]) {
    const localized = await payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: language,
      fallbackLocale: false,
      depth: 0,
      draft: false,
      ...LOCAL,
    })
    const content = (localized.content ?? []) as { blockType: string }[]
    if (content.some((block) => block.blockType === 'form')) continue
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: language,
      draft: false,
      data: {
        content: [
          ...content,
          { blockType: 'form', form: formId, title: title[language], width: '66' },
        ] as never,
        _status: 'published',
      },
      ...LOCAL,
    })
  }
}

/** Where each tenant's consultation form stands and who is told about it. */
const PLACEMENTS = [
  { tenant: 'tribo', page: 'schmierstoff-beratung', recipients: 'technik@tribo.ch' },
  { tenant: 'moto', page: 'motorradpflege', recipients: 'service@tribo-moto.ch' },
]

/** Public forms: the consultation request on tribo's "Schmierstoff-Beratung" page and moto's care page. */
export const formsStep: SeedStep = {
  name: 'forms',
  async run(ctx) {
    for (const placement of PLACEMENTS) {
      const tenant = tenantId(ctx, placement.tenant)
      const formId = await ensureForm(ctx, tenant, ADVICE_FORM, placement.recipients)
      await placeOnPage(ctx, tenant, placement.page, formId, ADVICE_FORM.title)
    }
  },
}
