import { seedProductNumber } from './products'
import { L, LOCAL, OTHER_LANGUAGES, type Localized, type SeedStep } from './types'

type ReviewSeed = {
  /** Index of the seed product (cms/seed/products.ts): 0 = TRB-SYN-5W30-C3. */
  product: number
  kind: 'rating' | 'question'
  rating?: number
  status: 'approved' | 'pending'
  name: string
  email: string
  comment: string
  answer?: Localized<string>
  /** Written this many days before the seed ran. */
  daysAgo: number
}

/**
 * Ratings and questions of Tribo's seed products: 12 approved (two questions
 * and a critical rating answered in every language) and 2 waiting for an
 * editor. The e-mail addresses are example addresses and never shown.
 */
const REVIEWS: ReviewSeed[] = [
  {
    product: 0,
    kind: 'rating',
    rating: 5,
    status: 'approved',
    name: 'Beat Keller',
    email: 'beat.keller@example.ch',
    comment:
      'Fahre einen Skoda Octavia Diesel mit Partikelfilter. Seit dem Wechsel auf dieses Öl läuft der Motor beim Kaltstart spürbar ruhiger, und der Ölverbrauch zwischen den Services ist kaum messbar.',
    daysAgo: 12,
  },
  {
    product: 0,
    kind: 'rating',
    rating: 4,
    status: 'approved',
    name: 'Ursula Meier',
    email: 'u.meier@example.ch',
    comment:
      'Gutes Öl, unsere Garage verwendet es für fast alle VW und Audi. Einziger Punkt: Der 5-Liter-Kanister könnte einen besseren Ausguss haben.',
    daysAgo: 34,
  },
  {
    product: 0,
    kind: 'rating',
    rating: 5,
    status: 'approved',
    name: 'Reto Brunner',
    email: 'reto.brunner@example.ch',
    comment:
      'Im Winter im Engadin bei minus 20 Grad problemlos angesprungen. Klare Empfehlung für alle, die viel in den Bergen unterwegs sind.',
    daysAgo: 61,
  },
  {
    product: 0,
    kind: 'rating',
    rating: 4,
    status: 'approved',
    name: 'Sandra Frei',
    email: 'sandra.frei@example.ch',
    comment:
      'Zuverlässig und mit allen nötigen Freigaben für meinen BMW. Preislich etwas über dem Durchschnitt, aber die Qualität stimmt.',
    daysAgo: 95,
  },
  {
    product: 0,
    kind: 'rating',
    status: 'approved',
    name: 'Daniel Huber',
    email: 'd.huber@example.ch',
    comment:
      'Habe das Öl beim letzten Service bekommen und bisher nichts Negatives bemerkt. Für eine Sternebewertung ist es noch zu früh.',
    daysAgo: 8,
  },
  {
    product: 0,
    kind: 'question',
    status: 'approved',
    name: 'Marco Bernasconi',
    email: 'marco.bernasconi@example.ch',
    comment:
      'Darf ich dieses Öl auch in meinem Mercedes C 220 d (Baujahr 2017) verwenden? Im Serviceheft steht MB 229.52.',
    answer: L(
      'Grüezi Herr Bernasconi, Tribo Synth 5W-30 C3 hat die Freigabe MB 229.51, nicht 229.52. Für Ihren Motor empfehlen wir Tribo Synth Pro 5W-30 mit MB 229.52. Unser Kundendienst hilft gerne weiter.',
      'Bonjour Monsieur Bernasconi, Tribo Synth 5W-30 C3 dispose de l’homologation MB 229.51, et non 229.52. Pour votre moteur, nous recommandons Tribo Synth Pro 5W-30 homologuée MB 229.52. Notre service clientèle vous aide volontiers.',
      'Buongiorno signor Bernasconi, Tribo Synth 5W-30 C3 ha l’omologazione MB 229.51, non 229.52. Per il suo motore consigliamo Tribo Synth Pro 5W-30 con omologazione MB 229.52. Il nostro servizio clienti è volentieri a disposizione.',
      'Hello Mr Bernasconi, Tribo Synth 5W-30 C3 carries the MB 229.51 approval, not 229.52. For your engine we recommend Tribo Synth Pro 5W-30, approved to MB 229.52. Our customer service is happy to help.',
    ),
    daysAgo: 20,
  },
  {
    product: 1,
    kind: 'rating',
    rating: 5,
    status: 'approved',
    name: 'Claudia Steiner',
    email: 'claudia.steiner@example.ch',
    comment:
      'Genau das Öl, das der Hersteller für unseren Golf 8 verlangt. Bestellung und Lieferung an die Garage haben reibungslos geklappt.',
    daysAgo: 17,
  },
  {
    product: 1,
    kind: 'rating',
    rating: 3,
    status: 'approved',
    name: 'Thomas Zürcher',
    email: 'thomas.zuercher@example.ch',
    comment:
      'Das Öl selbst ist in Ordnung. Ich hätte mir aber ein kleineres Gebinde zum Nachfüllen gewünscht, 1 Liter wäre ideal.',
    answer: L(
      'Vielen Dank für Ihre Rückmeldung, Herr Zürcher. Den 1-Liter-Nachfüllkanister nehmen wir im Frühling ins Sortiment auf.',
      'Merci pour votre retour, Monsieur Zürcher. Le bidon de recharge d’un litre entrera dans notre assortiment au printemps.',
      'Grazie per il suo riscontro, signor Zürcher. La tanica di rabbocco da 1 litro entrerà nel nostro assortimento in primavera.',
      'Thank you for your feedback, Mr Zürcher. The 1-litre top-up can will join our range in spring.',
    ),
    daysAgo: 48,
  },
  {
    product: 2,
    kind: 'rating',
    rating: 5,
    status: 'approved',
    name: 'Nicole Baumann',
    email: 'nicole.baumann@example.ch',
    comment:
      'Für meine Honda Africa Twin perfekt: Die Kupplung greift sauber, das Getriebe schaltet auch nach langen Pässefahrten weich.',
    daysAgo: 26,
  },
  {
    product: 2,
    kind: 'rating',
    rating: 4,
    status: 'approved',
    name: 'Peter Gerber',
    email: 'peter.gerber@example.ch',
    comment:
      'Seit drei Saisons in der Werkstatt im Einsatz, keine Reklamationen. Die Kundschaft ist zufrieden.',
    daysAgo: 140,
  },
  {
    product: 2,
    kind: 'question',
    status: 'approved',
    name: 'Andrea Wyss',
    email: 'andrea.wyss@example.ch',
    comment:
      'Ist das Öl auch für ältere Zweizylinder mit Trockenkupplung geeignet, zum Beispiel eine BMW R 100?',
    answer: L(
      'Ja, Frau Wyss. Bei einer Trockenkupplung spielt die JASO-Einstufung keine Rolle; das Öl schützt Motor und Ventiltrieb Ihrer R 100 zuverlässig. Das Getriebe braucht weiterhin ein eigenes Getriebeöl.',
      'Oui, Madame Wyss. Avec un embrayage à sec, la classification JASO ne joue aucun rôle ; l’huile protège de manière fiable le moteur et la distribution de votre R 100. La boîte de vitesses nécessite toujours sa propre huile.',
      'Sì, signora Wyss. Con una frizione a secco la classificazione JASO non conta; l’olio protegge in modo affidabile motore e distribuzione della sua R 100. Il cambio richiede comunque un olio apposito.',
      'Yes, Ms Wyss. With a dry clutch the JASO rating does not matter; the oil reliably protects the engine and valve train of your R 100. The gearbox still needs its own gear oil.',
    ),
    daysAgo: 9,
  },
  {
    product: 4,
    kind: 'rating',
    rating: 5,
    status: 'approved',
    name: 'Lukas Schmid',
    email: 'lukas.schmid@example.ch',
    comment:
      'Wir setzen das Hydrauliköl in unseren Baggern in der Grundwasserschutzzone ein. Die Umstellung war einfach und die Maschinen laufen wie vorher.',
    daysAgo: 73,
  },
  {
    product: 0,
    kind: 'rating',
    rating: 2,
    status: 'pending',
    name: 'Martina Koch',
    email: 'martina.koch@example.ch',
    comment:
      'Die Lieferung hat diesmal länger gedauert als angekündigt. Das Öl selbst kann ich noch nicht beurteilen.',
    daysAgo: 2,
  },
  {
    product: 0,
    kind: 'question',
    status: 'pending',
    name: 'Hansruedi Aebi',
    email: 'hansruedi.aebi@example.ch',
    comment: 'Wie lange ist ein angebrochener Kanister haltbar, wenn er in der Garage gelagert wird?',
    daysAgo: 1,
  },
]

/** Ratings and questions of Tribo's seed products (found again by product and name). */
export const reviewsStep: SeedStep = {
  name: 'reviews',
  async run(ctx) {
    const tenant = ctx.tenants.get('tribo')
    if (tenant == null) return
    const productIds = new Map<number, number>()
    const now = Date.now()
    for (const review of REVIEWS) {
      if (!productIds.has(review.product)) {
        const found = await ctx.payload.find({
          collection: 'products',
          where: {
            and: [
              { tenant: { equals: tenant } },
              { productNumber: { equals: seedProductNumber('tribo', review.product) } },
            ],
          },
          limit: 1,
          depth: 0,
          select: { productNumber: true },
          ...LOCAL,
        })
        const id = found.docs[0]?.id
        if (id == null)
          throw new Error(
            `Seed: product ${seedProductNumber('tribo', review.product)} is missing; run the products step first`,
          )
        productIds.set(review.product, id)
      }
      const product = productIds.get(review.product)!
      const existing = await ctx.payload.find({
        collection: 'product-reviews',
        where: {
          and: [
            { tenant: { equals: tenant } },
            { product: { equals: product } },
            { name: { equals: review.name } },
          ],
        },
        limit: 1,
        depth: 0,
        select: { name: true },
        ...LOCAL,
      })
      if (existing.docs[0]) {
        ctx.record('product-reviews', 'existing')
        continue
      }
      const createdAt = new Date(now - review.daysAgo * 86_400_000).toISOString()
      const doc = await ctx.payload.create({
        collection: 'product-reviews',
        locale: 'de',
        data: {
          tenant,
          product,
          kind: review.kind,
          rating: review.rating ?? null,
          status: review.status,
          name: review.name,
          email: review.email,
          comment: review.comment,
          language: 'de',
          answer: review.answer?.de,
          createdAt,
        },
        depth: 0,
        ...LOCAL,
      })
      if (review.answer) {
        for (const language of OTHER_LANGUAGES)
          await ctx.payload.update({
            collection: 'product-reviews',
            id: doc.id,
            locale: language,
            data: { answer: review.answer[language] },
            depth: 0,
            ...LOCAL,
          })
      }
      ctx.record('product-reviews', 'created')
    }
  },
}
