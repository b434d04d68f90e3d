import { ACCOUNT_PATHS } from '@/features/account-area/constants'

/** Where a schedule's page is: /{locale}/konto/abos/{id}. */
export const scheduleUrl = (locale: string, id: number) => `/${locale}${ACCOUNT_PATHS.repeatOrders}/${id}`
