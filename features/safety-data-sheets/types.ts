import type { SAFETY_DATA_SHEET_LANGUAGES } from '../account-area/constants'

export type SafetyDataSheetLanguage = (typeof SAFETY_DATA_SHEET_LANGUAGES)[number]
