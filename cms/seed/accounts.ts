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
    // The purchasing office of Garage Muster AG. Carts belong to the account, so the
    // shopping-list e2e spec fills this cart without racing the cart specs that use `kunde`'s.
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
                passwordSetAt: new Date().toISOString(),
              }
            : {}),
        },
        ...LOCAL,
      })
      ctx.record('accounts', 'created')
    }
  },
}
