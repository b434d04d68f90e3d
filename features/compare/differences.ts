/** The approvals not every compared product has (highlighted in the table); none with fewer than two products. */
export function unsharedApprovals(products: readonly { approvals: readonly string[] }[]): Set<string> {
  if (products.length < 2) return new Set()
  const all = new Set(products.flatMap((product) => product.approvals))
  return new Set(
    [...all].filter((approval) => !products.every((product) => product.approvals.includes(approval))),
  )
}
