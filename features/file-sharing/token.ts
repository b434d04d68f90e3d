import { randomBytes } from 'node:crypto'

/** 32 random bytes, base64url: 43 characters, 256 bits that no one guesses. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function newShareToken(): string {
  return randomBytes(32).toString('base64url')
}

/** True for a string shaped like a share token (checked before any database lookup). */
export function isShareToken(value: unknown): value is string {
  return typeof value === 'string' && SHARE_TOKEN_PATTERN.test(value)
}
