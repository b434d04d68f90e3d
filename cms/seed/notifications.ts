import type { AccountNotification } from '../payload-types'
import { L, LOCAL, OTHER_LANGUAGES, tenantId, type Localized, type SeedStep } from './types'

type NotificationSeed = {
  username: string
  kind: AccountNotification['kind']
  title: Localized<string>
  text: Localized<string>
  link: string | null
  /** How many days before the seed run it arrived. */
  daysAgo: number
  read: boolean
}

const DAY = 24 * 60 * 60 * 1000

/** The demo account's notification centre: three unread (so the header shows a badge), two read. */
export const NOTIFICATION_SEEDS: NotificationSeed[] = [
  {
    username: 'kunde',
    kind: 'orderConfirmed',
    title: L(
      'Bestellung 2026-10482 bestätigt',
      'Commande 2026-10482 confirmée',
      'Ordine 2026-10482 confermato',
      'Order 2026-10482 confirmed',
    ),
    text: L(
      'Vielen Dank! Ihre Bestellung 2026-10482 ist bei uns eingegangen und bestätigt.',
      'Merci beaucoup ! Votre commande 2026-10482 nous est parvenue et est confirmée.',
      'Grazie mille! Il suo ordine 2026-10482 ci è pervenuto ed è confermato.',
      'Thank you! We have received and confirmed your order 2026-10482.',
    ),
    link: null,
    daysAgo: 0.1,
    read: false,
  },
  {
    username: 'kunde',
    kind: 'documentAvailable',
    title: L(
      'Neues Dokument verfügbar',
      'Nouveau document disponible',
      'Nuovo documento disponibile',
      'New document available',
    ),
    text: L(
      'Das aktualisierte Datenblatt zu «Tribo SynPro 5W-30» steht für Sie bereit.',
      'La fiche technique mise à jour de «Tribo SynPro 5W-30» est disponible.',
      'La scheda tecnica aggiornata di «Tribo SynPro 5W-30» è disponibile.',
      'The updated data sheet for “Tribo SynPro 5W-30” is ready for you.',
    ),
    link: '/de-ch/p/TRB-SYNPRO-5W30',
    daysAgo: 1,
    read: false,
  },
  {
    username: 'kunde',
    kind: 'editorial',
    title: L(
      'Wintersortiment jetzt bestellbar',
      'Assortiment d’hiver disponible',
      'Assortimento invernale ordinabile',
      'Winter range now available',
    ),
    text: L(
      'Frostschutz, Scheibenreiniger und Leichtlauföle für die kalte Jahreszeit: Bestellen Sie bis Ende Monat mit Frühbezugsrabatt.',
      'Antigel, lave-glace et huiles basse viscosité pour la saison froide : commandez avant la fin du mois avec remise.',
      'Antigelo, lavavetri e oli a bassa viscosità per la stagione fredda: ordini entro fine mese con sconto.',
      'Antifreeze, screen wash and low-viscosity oils for the cold season: order by the end of the month with an early-order discount.',
    ),
    link: '/de-ch/news',
    daysAgo: 3,
    read: false,
  },
  {
    username: 'kunde',
    kind: 'orderConfirmed',
    title: L(
      'Bestellung 2026-10317 bestätigt',
      'Commande 2026-10317 confirmée',
      'Ordine 2026-10317 confermato',
      'Order 2026-10317 confirmed',
    ),
    text: L(
      'Vielen Dank! Ihre Bestellung 2026-10317 ist bei uns eingegangen und bestätigt.',
      'Merci beaucoup ! Votre commande 2026-10317 nous est parvenue et est confirmée.',
      'Grazie mille! Il suo ordine 2026-10317 ci è pervenuto ed è confermato.',
      'Thank you! We have received and confirmed your order 2026-10317.',
    ),
    link: null,
    daysAgo: 12,
    read: true,
  },
  {
    username: 'kunde',
    kind: 'editorial',
    title: L(
      'Neue Öffnungszeiten über die Feiertage',
      'Nouveaux horaires pendant les fêtes',
      'Nuovi orari durante le festività',
      'New opening hours over the holidays',
    ),
    text: L(
      'Unser Kundendienst ist vom 24. Dezember bis 2. Januar reduziert erreichbar.',
      'Notre service clientèle est joignable de façon réduite du 24 décembre au 2 janvier.',
      'Il nostro servizio clienti è raggiungibile in modo ridotto dal 24 dicembre al 2 gennaio.',
      'Our customer service has reduced hours from 24 December to 2 January.',
    ),
    link: null,
    daysAgo: 30,
    read: true,
  },
]

/**
 * Notifications of the demo shop user `kunde` (some read, some unread, one
 * per kind at least), found by account and German title; existing ones are
 * left alone (their read state too).
 */
export const notificationsStep: SeedStep = {
  name: 'notifications',
  async run(ctx) {
    const tenant = tenantId(ctx, 'tribo')
    const { payload } = ctx
    const now = Date.now()
    for (const seed of NOTIFICATION_SEEDS) {
      const account = (
        await payload.find({
          collection: 'accounts',
          where: { username: { equals: seed.username } },
          limit: 1,
          depth: 0,
          ...LOCAL,
        })
      ).docs[0]
      if (!account) continue
      const exists = await payload.count({
        collection: 'account-notifications',
        where: { and: [{ account: { equals: account.id } }, { title: { equals: seed.title.de } }] },
        locale: 'de',
        ...LOCAL,
      })
      if (exists.totalDocs) {
        ctx.record('account-notifications', 'existing')
        continue
      }
      const createdAt = new Date(now - seed.daysAgo * DAY).toISOString()
      const doc = await payload.create({
        collection: 'account-notifications',
        locale: 'de',
        data: {
          tenant,
          audience: 'account',
          account: account.id,
          kind: seed.kind,
          link: seed.link,
          title: seed.title.de,
          text: seed.text.de,
          readAt: seed.read ? createdAt : null,
          createdAt,
        },
        depth: 0,
        ...LOCAL,
      })
      for (const language of OTHER_LANGUAGES)
        await payload.update({
          collection: 'account-notifications',
          id: doc.id,
          locale: language,
          data: { title: seed.title[language], text: seed.text[language] },
          depth: 0,
          ...LOCAL,
        })
      ctx.record('account-notifications', 'created')
    }
  },
}
