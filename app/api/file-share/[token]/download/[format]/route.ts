import { z } from 'zod'

import { shareArchiveResponse } from '@/features/file-sharing/server/downloads'
import { defineRoute } from '@/lib/api/route'

/** GET /api/file-share/{token}/download/{original|web}: every file of an active share in one ZIP, streamed while it is written. */
export const GET = defineRoute(
  { input: { params: z.object({ token: z.string(), format: z.string() }) } },
  ({ request, params }) => shareArchiveResponse(request, params.token, params.format),
)
