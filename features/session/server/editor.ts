import 'server-only'

import { headers } from 'next/headers'

import { getPayload } from '@/lib/payload/get-payload'

/** The CMS editor signed in with Payload's own cookie in this browser, or null. */
export async function getSignedInEditor(): Promise<{ id: string | number; email: string } | null> {
  const h = await headers()
  if (!h.get('cookie')?.includes('payload-token=')) return null
  const payload = await getPayload()
  try {
    const { user } = await payload.auth({ headers: h })
    return user && user.collection === 'users' ? { id: user.id, email: user.email } : null
  } catch {
    return null
  }
}
