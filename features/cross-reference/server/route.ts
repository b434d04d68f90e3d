import 'server-only'

import type { NextRequest } from 'next/server'

import type { TenantContext } from '@/features/tenancy/server/route-context'
import { ValidationError } from '@/lib/api/errors'

import { CROSS_REFERENCE_QUERY_MAX_LENGTH, CROSS_REFERENCE_QUERY_MIN_LENGTH } from '../constants'
import { ZCrossReferenceQuery } from '../schemas'

/** The `q` of a cross-reference request, or a 400 naming `q` in the caller's language. */
export function readCrossReferenceQuery(request: NextRequest, { t }: Pick<TenantContext, 't'>): string {
  const parsed = ZCrossReferenceQuery.safeParse({ q: request.nextUrl.searchParams.get('q') ?? '' })
  if (!parsed.success)
    throw new ValidationError(
      t('crossReference.api.invalidQuery', {
        min: CROSS_REFERENCE_QUERY_MIN_LENGTH,
        max: CROSS_REFERENCE_QUERY_MAX_LENGTH,
      }),
      ['q'],
    )
  return parsed.data.q
}

/** Answers are visitor data only (no prices, no account): a browser or proxy may keep one for a minute, per language. */
export const CROSS_REFERENCE_CACHE_HEADERS = {
  'Cache-Control': 'public, max-age=60',
  Vary: 'x-tribo-locale',
} as const
