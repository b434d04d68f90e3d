import 'server-only'

import { getApiTranslator } from '@/lib/i18n/translator'

import type { JobLabels } from '../filter'

/** The filter labels of the job list in a locale. */
export async function jobLabels(locale: string): Promise<JobLabels> {
  const t = await getApiTranslator(locale)
  return {
    department: (value) => t(`jobs.departments.${value}`),
    employmentType: (value) => t(`jobs.employmentTypes.${value}`),
  }
}
