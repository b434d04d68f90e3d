import { createBodySchema } from '@/features/fleet/schemas'
import { createEntry, listEntries } from '@/features/fleet/server/entries'
import { badFleetInput, fleetContext, fleetWriteContext } from '@/features/fleet/server/request'
import { todayInZurich } from '@/features/fleet/due'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/fleet (a table list): the customer's vehicles and machines with
 * their next due service; search over name and plate, filters kind, due,
 * site and cost centre, sort, pages. 401 anonymous, 403 for employees
 * without a contact and private customers; viewers read too.
 */
export const GET = defineRoute({ auth: fleetContext }, async ({ ctx, request }) => ({
  results: await listEntries(ctx, request.nextUrl.searchParams),
}))

/**
 * POST /api/fleet: registers a vehicle (`by`: `type` with `vehicleTypeId`,
 * `typeApproval` with `typeApprovalNumber`, `plate` with `plate`) or a
 * machine (`kind: 'machine'`, name, machineKind, components), with optional
 * name, tags, readings and yearly figures. 201 { entry }; { choices } when a
 * type approval number fits several types; 400 naming each bad field (an
 * unknown plate or number names it); 403 for viewers; 409 for a plate
 * already in the fleet. Nothing changes on a refusal.
 */
export const POST = defineRoute(
  {
    auth: fleetWriteContext,
    write: true,
    input: { body: createBodySchema(() => todayInZurich()) },
    invalid: ({ error }, ctx) => badFleetInput(ctx, error),
  },
  ({ ctx, body }) => createEntry(ctx, body),
)
