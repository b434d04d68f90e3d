import type { User } from '../payload-types'
import { LOCAL, tenantId, type SeedStep } from './types'

interface UserSeed {
  email: string
  password: string
  name: string
  roles: NonNullable<User['roles']>
  /** Tenant slugs the editor works in (admins see every tenant anyway). */
  tenants: string[]
}

export const USER_SEEDS: UserSeed[] = [
  {
    email: 'admin@tribo.local',
    password: 'Tribo-Admin-2026!',
    name: 'Ada Admin',
    roles: ['admin'],
    tenants: [],
  },
  {
    email: 'editor@tribo.local',
    password: 'Tribo-Editor-2026!',
    name: 'Eddi Editor',
    roles: ['editor'],
    tenants: ['tribo'],
  },
  {
    email: 'moto-editor@tribo.local',
    password: 'Tribo-Editor-2026!',
    name: 'Mona Moto',
    roles: ['editor'],
    tenants: ['moto'],
  },
]

/** CMS editors, found by email; existing users (and their passwords) are left untouched. */
export const usersStep: SeedStep = {
  name: 'users',
  async run(ctx) {
    for (const seed of USER_SEEDS) {
      const found = await ctx.payload.find({
        collection: 'users',
        where: { email: { equals: seed.email } },
        limit: 1,
        depth: 0,
        ...LOCAL,
      })
      if (found.docs[0]) {
        ctx.record('users', 'existing')
        continue
      }
      await ctx.payload.create({
        collection: 'users',
        data: {
          email: seed.email,
          password: seed.password,
          name: seed.name,
          roles: seed.roles,
          tenants: seed.tenants.map((slug) => ({ tenant: tenantId(ctx, slug), roles: ['editor'] })),
        },
        ...LOCAL,
      })
      ctx.record('users', 'created')
    }
  },
}
