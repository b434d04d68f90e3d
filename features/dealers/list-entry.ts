/** The id of a dealer's list entry: the same as its map location's id, so a clicked marker finds its entry. */
export const dealerEntryId = (dealerId: number | string) => `dealer-${dealerId}`
