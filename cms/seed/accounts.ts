import { randomBytes } from 'node:crypto'

import type { CompanyRole } from '../../features/company/model'
import type { Account } from '../payload-types'
import { customerKey } from './customers'
import { LOCAL, tenantId, type SeedContext, type SeedStep } from './types'

interface AccountSeed {
  tenant: string
  username: string
  password: string
  firstName: string
  lastName: string
  type: Account['type']
  email?: string
  /** Customer number within the tenant. */
  customerId?: string
  isActiveEcommerceShopUser: boolean
  showContactSelector?: boolean
  /** Customers' accounts: the role within the company (default buyer) and a buyer's limits in cents. */
  companyRole?: CompanyRole
  orderLimitCents?: number
  monthlyBudgetCents?: number
  /** An invitation still open: who invited (a username seeded before); no password set yet, so it cannot sign in. */
  invitedBy?: string
}

export const ACCOUNT_SEEDS: AccountSeed[] = [
  {
    tenant: 'tribo',
    username: 'kunde',
    password: 'Kunde-2026!',
    firstName: 'Hans',
    lastName: 'Muster',
    type: 'customer',
    email: 'kunde@garage-muster.ch',
    customerId: '100200',
    isActiveEcommerceShopUser: true,
    companyRole: 'administrator',
  },
  {
    tenant: 'tribo',
    username: 'einkauf',
    password: 'Einkauf-2026!',
    firstName: 'Petra',
    lastName: 'Einkauf',
    type: 'customer',
    email: 'einkauf@garage-muster.ch',
    customerId: '100200',
    isActiveEcommerceShopUser: true,
    companyRole: 'buyer',
    // The purchasing office of Garage Muster AG; the approvals e2e spec checks out with it.
    // CHF 1 000 per order, CHF 5 000 a month: beyond either an order awaits the administrator.
    orderLimitCents: 100_000,
    monthlyBudgetCents: 500_000,
  },
  {
    tenant: 'tribo',
    username: 'ansicht',
    password: 'Ansicht-2026!',
    firstName: 'Luca',
    lastName: 'Bernasconi',
    type: 'customer',
    email: 'werkstatt@garage-muster.ch',
    customerId: '100200',
    isActiveEcommerceShopUser: true,
    companyRole: 'viewer',
  },
  {
    // The warehouse of Garage Muster AG: a buyer without limits. Its cart and lists are the
    // shopping-list-pages e2e spec's own (einkauf checks out in the approvals spec).
    tenant: 'tribo',
    username: 'lager',
    password: 'Lager-2026!',
    firstName: 'Aline',
    lastName: 'Roth',
    type: 'customer',
    email: 'lager@garage-muster.ch',
    customerId: '100200',
    isActiveEcommerceShopUser: true,
    companyRole: 'buyer',
  },
  // Buyers without limits of Garage Muster AG, each the own cart of one e2e spec so that specs
  // running side by side never share a cart: delivery dates and stock (lieferung), order documents
  // (buchhaltung), quote requests (beschaffung), quick order from a file (teile).
  ...(
    [
      ['lieferung', 'Lieferung-2026!', 'Marco', 'Keller'],
      ['buchhaltung', 'Buchhaltung-2026!', 'Sabine', 'Frei'],
      ['beschaffung', 'Beschaffung-2026!', 'Reto', 'Meier'],
      ['teile', 'Teile-2026!', 'Jasmin', 'Huber'],
    ] as const
  ).map(([username, password, firstName, lastName]): AccountSeed => ({
    tenant: 'tribo',
    username,
    password,
    firstName,
    lastName,
    type: 'customer',
    email: `${username}@garage-muster.ch`,
    customerId: '100200',
    isActiveEcommerceShopUser: true,
    companyRole: 'buyer',
  })),
  {
    // Invited by the administrator and not yet accepted: /konto/benutzer shows "Eingeladen" and offers to send it again.
    tenant: 'tribo',
    username: 'lernende@garage-muster.ch',
    // Nobody knows it: the invitation's link sets the first password.
    password: `${randomBytes(24).toString('base64url')}aA1!`,
    firstName: 'Noah',
    lastName: 'Steiner',
    type: 'customer',
    email: 'lernende@garage-muster.ch',
    customerId: '100200',
    isActiveEcommerceShopUser: true,
    companyRole: 'buyer',
    orderLimitCents: 30_000,
    invitedBy: 'kunde',
  },
  {
    tenant: 'tribo',
    username: 'alpin',
    password: 'Alpin-2026!',
    firstName: 'Nina',
    lastName: 'Brunner',
    type: 'customer',
    email: 'einkauf@transporte-alpin.ch',
    customerId: '100300',
    isActiveEcommerceShopUser: true,
    companyRole: 'administrator',
  },
  {
    tenant: 'tribo',
    username: 'disposition',
    password: 'Disposition-2026!',
    firstName: 'Martina',
    lastName: 'Casutt',
    type: 'customer',
    email: 'disposition@transporte-alpin.ch',
    customerId: '100300',
    isActiveEcommerceShopUser: true,
    companyRole: 'buyer',
    orderLimitCents: 50_000,
    monthlyBudgetCents: 300_000,
  },
  {
    // The fleet e2e specs' buyer of Transporte Alpin GmbH (its own cart).
    tenant: 'tribo',
    username: 'flotte',
    password: 'Flotte-2026!',
    firstName: 'Reto',
    lastName: 'Caduff',
    type: 'customer',
    email: 'flotte@transporte-alpin.ch',
    customerId: '100300',
    isActiveEcommerceShopUser: true,
    companyRole: 'buyer',
  },
  {
    tenant: 'tribo',
    username: 'mitarbeiter',
    password: 'Mitarbeiter-2026!',
    firstName: 'Erika',
    lastName: 'Berger',
    type: 'employee',
    email: 'erika.berger@tribo.local',
    isActiveEcommerceShopUser: true,
    showContactSelector: true,
  },
  {
    tenant: 'tribo',
    username: 'innendienst',
    password: 'Innendienst-2026!',
    firstName: 'Lukas',
    lastName: 'Frei',
    type: 'employee',
    email: 'lukas.frei@tribo.local',
    isActiveEcommerceShopUser: true,
    showContactSelector: true,
  },
  {
    tenant: 'tribo',
    username: 'privat',
    password: 'Privat-2026!',
    firstName: 'Peter',
    lastName: 'Meier',
    email: 'peter.meier@example.ch',
    type: 'customer',
    customerId: '900100',
    isActiveEcommerceShopUser: false,
    companyRole: 'administrator',
  },
  {
    tenant: 'moto',
    username: 'moto-kunde',
    password: 'Kunde-2026!',
    firstName: 'Marco',
    lastName: 'Keller',
    type: 'customer',
    email: 'kunde@motocenter-bern.ch',
    customerId: '200100',
    isActiveEcommerceShopUser: true,
    companyRole: 'administrator',
  },
]

function customerOf(ctx: SeedContext, seed: AccountSeed): number | null {
  if (!seed.customerId) return null
  const id = ctx.customers.get(customerKey(seed.tenant, seed.customerId))
  if (id == null)
    throw new Error(
      `Seed: customer ${seed.customerId} of tenant "${seed.tenant}" is missing; run the customers step first`,
    )
  return id
}

async function accountIdOf(ctx: SeedContext, username: string): Promise<number> {
  const found = await ctx.payload.find({
    collection: 'accounts',
    where: { username: { equals: username } },
    limit: 1,
    depth: 0,
    ...LOCAL,
  })
  const id = found.docs[0]?.id
  if (id == null)
    throw new Error(
      `Seed: account "${username}" is missing; it must be seeded before the accounts it invites`,
    )
  return id
}

/** Shop accounts, found by username; existing accounts (and their passwords) are left untouched. */
export const accountsStep: SeedStep = {
  name: 'accounts',
  async run(ctx) {
    for (const seed of ACCOUNT_SEEDS) {
      const found = await ctx.payload.find({
        collection: 'accounts',
        where: { username: { equals: seed.username } },
        limit: 1,
        depth: 0,
        ...LOCAL,
      })
      if (found.docs[0]) {
        ctx.record('accounts', 'existing')
        continue
      }
      await ctx.payload.create({
        collection: 'accounts',
        data: {
          tenant: tenantId(ctx, seed.tenant),
          username: seed.username,
          password: seed.password,
          email: seed.email,
          firstName: seed.firstName,
          lastName: seed.lastName,
          type: seed.type,
          customer: customerOf(ctx, seed),
          isActiveEcommerceShopUser: seed.isActiveEcommerceShopUser,
          options: { showContactSelector: seed.showContactSelector ?? false },
          ...(seed.type === 'customer'
            ? {
                companyRole: seed.companyRole ?? 'buyer',
                orderLimitCents: seed.orderLimitCents ?? null,
                monthlyBudgetCents: seed.monthlyBudgetCents ?? null,
                ...(seed.invitedBy
                  ? {
                      invitedAt: new Date().toISOString(),
                      invitedBy: await accountIdOf(ctx, seed.invitedBy),
                      passwordSetAt: null,
                    }
                  : { passwordSetAt: new Date().toISOString() }),
              }
            : {}),
        },
        ...LOCAL,
      })
      ctx.record('accounts', 'created')
    }
  },
}
