import 'server-only'

import config from '@payload-config'
import { getPayload as getPayloadInstance } from 'payload'

/** The one Payload instance of this process (the Local API; no HTTP hop). */
export function getPayload() {
  return getPayloadInstance({ config })
}
