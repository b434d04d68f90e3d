import type { PartnerRegion } from './regions'
import type { PartnerFilterName, PartnerQuery } from './schemas'
import type { DistributionPartner, PartnerFilter, PartnerList } from './types'

type Labels = { country: (code: string) => string; region: (region: PartnerRegion) => string }

const matches = (partner: DistributionPartner, query: PartnerQuery, skip?: PartnerFilterName) =>
  (skip === 'country' || !query.country || partner.country === query.country) &&
  (skip === 'productLine' ||
    query.productLine == null ||
    partner.productLines.some((line) => line.id === query.productLine)) &&
  (skip === 'province' || !query.province || partner.province === query.province) &&
  (skip === 'region' || !query.region || partner.region === query.region)

/** Options of one facet, counted over the partners every other filter lets through; a chosen value always stays listed. */
function facet(
  name: PartnerFilterName,
  partners: DistributionPartner[],
  query: PartnerQuery,
  labels: Labels,
): PartnerFilter {
  const counts = new Map<string, { label: string; count: number }>()
  const add = (value: string, label: string) =>
    counts.set(value, { label, count: (counts.get(value)?.count ?? 0) + 1 })
  for (const partner of partners.filter((p) => matches(p, query, name))) {
    if (name === 'country') add(partner.country, labels.country(partner.country))
    if (name === 'region') add(partner.region, labels.region(partner.region))
    if (name === 'province' && partner.province) add(partner.province, partner.province)
    if (name === 'productLine') for (const line of partner.productLines) add(String(line.id), line.title)
  }
  const selected =
    name === 'productLine' ? (query.productLine != null ? String(query.productLine) : undefined) : query[name]
  if (selected && !counts.has(selected))
    counts.set(selected, {
      label:
        name === 'country'
          ? labels.country(selected)
          : name === 'region'
            ? labels.region(selected as PartnerRegion)
            : selected,
      count: 0,
    })
  const options = [...counts]
    .map(([value, { label, count }]) => ({ value, label, count, selected: value === selected }))
    .sort((a, b) => a.label.localeCompare(b.label))
  return { name, options }
}

/** The distribution partner list: filtered by country, product line, province and region, by name, one page. */
export function filterPartners(
  partners: DistributionPartner[],
  query: PartnerQuery,
  labels: Labels,
): PartnerList {
  const hits = partners
    .filter((partner) => matches(partner, query))
    .sort((a, b) => a.name.localeCompare(b.name))
  return {
    entries: hits.slice(query.offset, query.offset + query.limit),
    filters: (['country', 'productLine', 'province', 'region'] as const).map((name) =>
      facet(name, partners, query, labels),
    ),
    pagination: {
      currentPage: Math.floor(query.offset / query.limit) + 1,
      itemsPerPage: query.limit,
      totalAmount: hits.length,
    },
  }
}
