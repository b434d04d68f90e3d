export const SITE_ENVIRONMENTS = ['local', 'development', 'staging', 'production'] as const
export type SiteEnvironment = (typeof SITE_ENVIRONMENTS)[number]
export const DEFAULT_SITE_ENVIRONMENT: SiteEnvironment = 'local'
