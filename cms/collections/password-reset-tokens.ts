import type { CollectionConfig } from 'payload'

/**
 * One row per mailed password-reset link (features/accounts/server/
 * password-reset.ts). Only the SHA-256 of the token is stored, so the table
 * cannot be used to reset anyone's password. A link is valid until it expires,
 * is used, or a newer link for the same account is used. An invitation to a
 * company's users (`purpose: invitation`) is the same kind of link. Server-only: no
 * access for anyone through the API, hidden in /cms.
 */
export const PasswordResetTokens: CollectionConfig = {
  slug: 'password-reset-tokens',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'account', type: 'relationship', relationTo: 'accounts', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
    {
      name: 'purpose',
      type: 'select',
      defaultValue: 'reset',
      options: [
        { label: 'Password reset', value: 'reset' },
        { label: 'Invitation', value: 'invitation' },
      ],
    },
  ],
}
