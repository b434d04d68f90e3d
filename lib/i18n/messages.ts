import type { ContentLanguage } from './locales'

import de from '../../messages/de.json'

export type Messages = typeof de

const loaders: Record<ContentLanguage, () => Promise<Messages>> = {
  de: async () => de,
  fr: async () => (await import('../../messages/fr.json')).default,
  it: async () => (await import('../../messages/it.json')).default,
  en: async () => (await import('../../messages/en.json')).default,
}

/** The UI catalogue of a language; German is the source and the fallback. */
export function loadMessages(language: ContentLanguage): Promise<Messages> {
  return loaders[language]()
}
