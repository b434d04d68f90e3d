import { catalogues, type Messages } from '../../messages'
import type { ContentLanguage } from './locales'

export type { Messages }

/** The UI catalogue of a language; German is the source. */
export async function loadMessages(language: ContentLanguage): Promise<Messages> {
  return catalogues[language]
}
