/** Request headers the proxy sets and the client sends on every API call. */
export const REQUEST_HEADERS = {
  tenant: 'x-tribo-tenant',
  locale: 'x-tribo-locale',
  theme: 'x-tribo-theme',
} as const
