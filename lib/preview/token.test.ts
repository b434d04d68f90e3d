import { describe, expect, it } from 'vitest'

import { createPreviewToken, verifyPreviewToken } from './token'

const claims = { collection: 'pages', id: 7, path: '/de-ch/unternehmen' }

describe('preview tokens', () => {
  it('verifies a token signed with the same secret', () => {
    const token = createPreviewToken(claims, 's3cret', 60, 0)
    expect(verifyPreviewToken(token, 's3cret', 1000)).toMatchObject(claims)
  })
  it('refuses a token signed with another secret', () => {
    expect(verifyPreviewToken(createPreviewToken(claims, 'other', 60, 0), 's3cret', 1000)).toBeNull()
  })
  it('refuses an expired token', () => {
    expect(verifyPreviewToken(createPreviewToken(claims, 's3cret', 60, 0), 's3cret', 61_000)).toBeNull()
  })
  it('refuses a tampered body', () => {
    const [, signature] = createPreviewToken(claims, 's3cret', 60, 0).split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims, path: '//evil.example', exp: 9e9 })).toString(
      'base64url',
    )
    expect(verifyPreviewToken(`${forged}.${signature}`, 's3cret', 1000)).toBeNull()
  })
})
