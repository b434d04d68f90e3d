/* Generated shape (Payload template), with the guard of cms/rest-api.ts around Payload's handlers. */
import config from '@payload-config'
import '@payloadcms/next/css'

import { restHandlers } from '@/cms/rest-api'

const handlers = restHandlers(config)

export const GET = handlers.GET
export const POST = handlers.POST
export const DELETE = handlers.DELETE
export const PATCH = handlers.PATCH
export const PUT = handlers.PUT
export const OPTIONS = handlers.OPTIONS
