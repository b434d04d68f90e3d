import type { PartnerRegion } from '../../features/distribution-partners/model'
import { createRng } from './random'
import { LOCAL, tenantId, type SeedStep } from './types'

type PartnerSeed = [
  country: string,
  province: string,
  city: string,
  postalCode: string,
  region: PartnerRegion,
  suffix: string,
  phone: string,
  tld: string,
]

/** 40 importers in 38 countries, with their state or province and a world region. */
const PARTNERS: PartnerSeed[] = [
  ['FR', 'Auvergne-Rhône-Alpes', 'Lyon', '69007', 'westernEurope', 'SAS', '+33 4', 'fr'],
  ['FR', 'Grand Est', 'Strasbourg', '67100', 'westernEurope', 'SAS', '+33 3', 'fr'],
  ['IT', 'Lombardia', 'Milano', '20139', 'southernEurope', 'S.r.l.', '+39 02', 'it'],
  ['IT', 'Veneto', 'Verona', '37135', 'southernEurope', 'S.r.l.', '+39 045', 'it'],
  ['ES', 'Cataluña', 'Barcelona', '08040', 'southernEurope', 'S.L.', '+34 93', 'es'],
  ['PT', 'Lisboa', 'Lisboa', '1990-095', 'southernEurope', 'Lda.', '+351 21', 'pt'],
  ['BE', 'Antwerpen', 'Antwerpen', '2030', 'westernEurope', 'NV', '+32 3', 'be'],
  ['NL', 'Noord-Brabant', 'Eindhoven', '5651', 'westernEurope', 'B.V.', '+31 40', 'nl'],
  ['LU', 'Luxembourg', 'Bertrange', '8070', 'westernEurope', 'S.à r.l.', '+352 26', 'lu'],
  ['GB', 'England', 'Birmingham', 'B6 7EU', 'westernEurope', 'Ltd', '+44 121', 'co.uk'],
  ['GB', 'Scotland', 'Glasgow', 'G51 4BN', 'westernEurope', 'Ltd', '+44 141', 'co.uk'],
  ['IE', 'Leinster', 'Dublin', 'D12 K8F2', 'westernEurope', 'Ltd', '+353 1', 'ie'],
  ['DK', 'Hovedstaden', 'Glostrup', '2600', 'northernEurope', 'ApS', '+45 43', 'dk'],
  ['SE', 'Västra Götaland', 'Göteborg', '417 05', 'northernEurope', 'AB', '+46 31', 'se'],
  ['NO', 'Buskerud', 'Drammen', '3036', 'northernEurope', 'AS', '+47 32', 'no'],
  ['FI', 'Uusimaa', 'Vantaa', '01510', 'northernEurope', 'Oy', '+358 9', 'fi'],
  ['PL', 'Mazowieckie', 'Warszawa', '02-183', 'easternEurope', 'Sp. z o.o.', '+48 22', 'pl'],
  ['PL', 'Śląskie', 'Katowice', '40-203', 'easternEurope', 'Sp. z o.o.', '+48 32', 'pl'],
  ['CZ', 'Jihomoravský kraj', 'Brno', '619 00', 'easternEurope', 's.r.o.', '+420 5', 'cz'],
  ['SK', 'Bratislavský kraj', 'Bratislava', '821 04', 'easternEurope', 's.r.o.', '+421 2', 'sk'],
  ['HU', 'Pest', 'Budaörs', '2040', 'easternEurope', 'Kft.', '+36 23', 'hu'],
  ['SI', 'Osrednjeslovenska', 'Ljubljana', '1000', 'easternEurope', 'd.o.o.', '+386 1', 'si'],
  ['HR', 'Grad Zagreb', 'Zagreb', '10000', 'easternEurope', 'd.o.o.', '+385 1', 'hr'],
  ['RO', 'Cluj', 'Cluj-Napoca', '400394', 'easternEurope', 'S.R.L.', '+40 264', 'ro'],
  ['GR', 'Attiki', 'Athina', '104 42', 'southernEurope', 'S.A.', '+30 210', 'gr'],
  ['TR', 'İstanbul', 'İstanbul', '34775', 'middleEast', 'A.Ş.', '+90 216', 'com.tr'],
  ['AE', 'Dubai', 'Dubai', '', 'middleEast', 'LLC', '+971 4', 'ae'],
  ['SA', 'Riyadh', 'Riyadh', '11564', 'middleEast', 'Co.', '+966 11', 'sa'],
  ['MA', 'Casablanca-Settat', 'Casablanca', '20250', 'africa', 'SARL', '+212 522', 'ma'],
  ['ZA', 'Gauteng', 'Johannesburg', '2090', 'africa', '(Pty) Ltd', '+27 11', 'co.za'],
  ['KE', 'Nairobi', 'Nairobi', '00100', 'africa', 'Ltd', '+254 20', 'co.ke'],
  ['CN', 'Shanghai', 'Shanghai', '201203', 'asia', 'Co., Ltd.', '+86 21', 'cn'],
  ['JP', 'Aichi', 'Nagoya', '450-0002', 'asia', 'K.K.', '+81 52', 'jp'],
  ['SG', 'Singapore', 'Singapore', '609431', 'asia', 'Pte. Ltd.', '+65 6', 'sg'],
  ['IN', 'Maharashtra', 'Pune', '411018', 'asia', 'Pvt. Ltd.', '+91 20', 'in'],
  ['US', 'Michigan', 'Detroit', '48226', 'americas', 'Inc.', '+1 313', 'com'],
  ['US', 'Texas', 'Houston', '77002', 'americas', 'Inc.', '+1 713', 'com'],
  ['CA', 'Ontario', 'Mississauga', 'L5T 2N7', 'americas', 'Inc.', '+1 905', 'ca'],
  ['BR', 'São Paulo', 'Campinas', '13069-380', 'americas', 'Ltda.', '+55 19', 'com.br'],
  ['AU', 'New South Wales', 'Sydney', '2000', 'oceania', 'Pty Ltd', '+61 2', 'com.au'],
]

const BRANDS = [
  'Lubritec',
  'Oleotec',
  'Swiss Lube',
  'Petrolux',
  'Euro-Lub',
  'TechOil',
  'Alpina Oil',
  'Lubricon',
]
const STREETS = ['Industrial Park', 'Harbour Road', 'Logistics Avenue', 'Commerce Street', 'Trade Centre']

/** 40 distribution partners of the main tenant, each carrying two to four product lines. */
export const distributionPartnersStep: SeedStep = {
  name: 'distribution partners',
  async run(ctx) {
    const tenant = tenantId(ctx, 'tribo')
    const { payload } = ctx
    const { totalDocs } = await payload.count({
      collection: 'distribution-partners',
      where: { tenant: { equals: tenant } },
      ...LOCAL,
    })
    if (totalDocs > 0) {
      ctx.record('distribution-partners', 'existing')
      return
    }
    const lines = await payload.find({
      collection: 'product-lines',
      where: { and: [{ tenant: { equals: tenant } }, { parent: { exists: false } }] },
      sort: 'order',
      limit: 20,
      depth: 0,
      ...LOCAL,
    })
    const lineIds = lines.docs.map((line) => line.id)
    const rng = createRng('tribo:distribution-partners')
    for (const [
      index,
      [country, province, city, postalCode, region, suffix, phone, tld],
    ] of PARTNERS.entries()) {
      const brand = BRANDS[index % BRANDS.length]!
      const name = `${brand} ${city} ${suffix}`
      const domain = `${brand.toLowerCase().replace(/[^a-z]+/g, '')}-${city
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z]+/g, '')}.${tld}`
      await payload.create({
        collection: 'distribution-partners',
        data: {
          tenant,
          name,
          country: country as never,
          province,
          region,
          street: `${rng.int(1, 120)} ${rng.pick(STREETS)}`,
          postalCode,
          city,
          phone: `${phone} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
          email: `sales@${domain}`,
          website: `https://www.${domain}`,
          productLines: rng.sample(lineIds, rng.int(2, Math.min(4, lineIds.length))),
        },
        ...LOCAL,
      })
      ctx.record('distribution-partners', 'created')
    }
  },
}
