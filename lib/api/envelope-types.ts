/** Extra facts a message carries. */
export type ApiMessageMeta = {
  /** The product the message is about. */
  product?: string
  /** `cartChange` asks the user to confirm a change the shop made to the cart. */
  confirmationType?: 'cartChange'
  /** Id the confirmation posts back. */
  id?: string | number
  /** Where a cart-change confirmation is posted. */
  confirmUrl?: string
  /** Input fields the message is about (validation errors). */
  fields?: string[]
}

/** A message shown to the user as a notification. */
export type ApiMessage = {
  type: 'error' | 'success' | 'info' | 'warning'
  message: string
  meta?: ApiMessageMeta
}

/**
 * The response envelope of every /api call: `data`, and optionally messages
 * to show as notifications and an address to send the browser to.
 */
export type ApiEnvelope<T> = { data: T; messages?: ApiMessage[]; redirectUrl?: string }
