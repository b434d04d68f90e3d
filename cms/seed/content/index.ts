import type { PageSeed } from '../types'
import { INDUSTRIE_TREE } from './industrie'
import { MOTO_TREE } from './moto'
import { triboCompany, triboHome } from './tribo-company'
import { triboImprint, triboPrivacy } from './tribo-legal'
import { triboService } from './tribo-service'

/** The hand-written page tree of each tenant (by tenant slug), roots in navigation order. */
export const PAGE_TREES: Record<string, PageSeed[]> = {
  tribo: [triboHome, triboCompany, triboService, triboImprint, triboPrivacy],
  moto: MOTO_TREE,
  industrie: INDUSTRIE_TREE,
}
