'use client'

import { useTranslations } from 'next-intl'
import { Fragment, useEffect, useId, useState, type FormEvent } from 'react'

import { ButtonLink } from '@/components/button/button'
import { Modal } from '@/components/modal/modal.client'
import { useShoppingListsQuery } from '@/features/shopping-lists/queries'
import { ApiHttpError } from '@/lib/api/client'
import { formatDate } from '@/lib/dates'
import { useEarlyChoice } from '@/lib/hooks/use-early-choice'
import { formatPrice } from '@/lib/money'
import { formatQuantity } from '@/lib/numbers'

import { FLEET_ENTRY_KINDS } from '../constants'
import { packsText } from '../plan-compute'
import { PLAN_PERIODS, presetRange, type PlanPeriod } from '../plan-period'
import { FLEET_PLAN_EXPORT_PATH, type FleetPlan, type PlanProduct } from '../plan-schemas'
import {
  planQuery,
  useFleetPlan,
  useFleetPlanBusy,
  usePlanToCart,
  usePlanToList,
  type PlanParams,
} from '../plan/queries'
import styles from './plan.module.css'

type Props = {
  initial: FleetPlan
  fleetUrl: string
  cartUrl: string
}

const paramsOf = (plan: FleetPlan): PlanParams => ({
  from: plan.from,
  to: plan.to,
  site: plan.filters.site,
  costCentre: plan.filters.costCentre,
  kind: plan.filters.kind,
})

const litres = (value: number) => formatQuantity(value, 'l')

/**
 * The oil plan's island: the period (presets or own days) and the filters
 * read the plan anew (kept in the address), the table per product with its
 * proposed packs and the due services behind a toggle, the components that
 * cannot be planned, the total, and the actions — into the cart, onto a
 * shopping list, CSV.
 */
export function PlanView({ initial, fleetUrl, cartUrl }: Props) {
  const t = useTranslations('fleetPlan')
  const tFleet = useTranslations('fleet')
  const [start] = useState(() => ({ params: paramsOf(initial), plan: initial }))
  const [params, setParams] = useState<PlanParams>(start.params)
  const [period, setPeriod] = useState<PlanPeriod>(initial.period)
  const [custom, setCustom] = useState({ from: initial.from, to: initial.to })
  const query = useFleetPlan(params, start)
  const plan = query.data ?? initial
  const busy = useFleetPlanBusy()
  const toCart = usePlanToCart()
  const [listOpen, setListOpen] = useState(false)
  const [inCart, setInCart] = useState(false)
  const ids = {
    period: useId(),
    from: useId(),
    to: useId(),
    site: useId(),
    costCentre: useId(),
    kind: useId(),
  }

  // The address holds the choice, so a reload or a shared link shows the same plan.
  useEffect(() => {
    const search = new URLSearchParams(planQuery(params)).toString()
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search ? `?${search}` : ''}`,
    )
  }, [params])

  const choosePeriod = (next: PlanPeriod) => {
    setPeriod(next)
    if (next !== 'custom') setParams((p) => ({ ...p, ...presetRange(next, plan.today) }))
  }
  const applyCustom = (event: FormEvent) => {
    event.preventDefault()
    setParams((p) => ({ ...p, from: custom.from, to: custom.to }))
  }
  const filter = (key: 'site' | 'costCentre' | 'kind', value: string) =>
    setParams((p) => ({ ...p, [key]: value }))
  // What was chosen before the island hydrated counts (the period first: its range, then the filters).
  const periodRef = useEarlyChoice<HTMLSelectElement>(period, (value) => choosePeriod(value as PlanPeriod))
  const siteRef = useEarlyChoice<HTMLSelectElement>(params.site, (value) => filter('site', value))
  const costCentreRef = useEarlyChoice<HTMLSelectElement>(params.costCentre, (value) =>
    filter('costCentre', value),
  )
  const kindRef = useEarlyChoice<HTMLSelectElement>(params.kind, (value) => filter('kind', value))

  const hasLines = plan.products.some((p) => p.proposal && p.proposal.lines.length)
  const exportHref = `${FLEET_PLAN_EXPORT_PATH}?${new URLSearchParams(planQuery(params)).toString()}`

  return (
    <div className={styles.plan} data-testid="fleet-plan">
      <form className={styles.controls} onSubmit={applyCustom} aria-label={t('period.label')}>
        <div className={styles.field}>
          <label htmlFor={ids.period}>{t('period.label')}</label>
          <select
            id={ids.period}
            ref={periodRef}
            value={period}
            onChange={(event) => choosePeriod(event.target.value as PlanPeriod)}
            data-testid="plan-period"
          >
            {PLAN_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`period.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {period === 'custom' && (
          <>
            <div className={styles.field}>
              <label htmlFor={ids.from}>{t('fields.from')}</label>
              <input
                id={ids.from}
                type="date"
                value={custom.from}
                required
                onChange={(event) => setCustom((c) => ({ ...c, from: event.target.value }))}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={ids.to}>{t('fields.to')}</label>
              <input
                id={ids.to}
                type="date"
                value={custom.to}
                min={custom.from}
                required
                onChange={(event) => setCustom((c) => ({ ...c, to: event.target.value }))}
              />
            </div>
            <button type="submit" className="button button--secondary">
              {t('filters.apply')}
            </button>
          </>
        )}
        <div className={styles.field}>
          <label htmlFor={ids.site}>{t('fields.site')}</label>
          <select
            id={ids.site}
            ref={siteRef}
            value={params.site}
            onChange={(event) => filter('site', event.target.value)}
          >
            <option value="">{t('filters.all')}</option>
            {plan.sites.map((site) => (
              <option key={site} value={site}>
                {site}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.costCentre}>{t('fields.costCentre')}</label>
          <select
            id={ids.costCentre}
            ref={costCentreRef}
            value={params.costCentre}
            onChange={(event) => filter('costCentre', event.target.value)}
          >
            <option value="">{t('filters.all')}</option>
            {plan.costCentres.map((centre) => (
              <option key={centre} value={centre}>
                {centre}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.kind}>{t('fields.kind')}</label>
          <select
            id={ids.kind}
            ref={kindRef}
            value={params.kind}
            onChange={(event) => filter('kind', event.target.value)}
          >
            <option value="">{t('filters.all')}</option>
            {FLEET_ENTRY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {tFleet(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
      </form>

      <p className={styles.range} aria-live="polite" data-testid="plan-range">
        {t('range', { from: formatDate(plan.from), to: formatDate(plan.to) })}
      </p>

      <div aria-busy={query.isFetching} className={query.isFetching ? styles.loading : undefined}>
        {plan.entryCount === 0 ? (
          <p className={styles.note}>{t('noFleet')}</p>
        ) : plan.products.length === 0 ? (
          <p className={styles.note} data-testid="plan-empty">
            {t('empty')}
          </p>
        ) : (
          <ProductTable plan={plan} />
        )}

        {plan.products.length > 0 && (
          <div className={styles.total} data-testid="plan-total">
            <strong>{t('total.label')}</strong>
            <span>
              {t('total.summary', {
                count: plan.serviceCount,
                n: String(plan.serviceCount),
                litres: litres(plan.litres),
              })}
            </span>
            {plan.totalCents != null && (
              <strong data-testid="plan-total-price">{formatPrice(plan.totalCents)}</strong>
            )}
            <span className={styles.muted}>
              {plan.priceType === 'retail' ? t('total.retail') : t('total.net')}
            </span>
          </div>
        )}

        <div className={styles.actions}>
          {plan.canOrder ? (
            <button
              type="button"
              className="button button--primary"
              disabled={!hasLines || busy}
              aria-busy={toCart.isPending || undefined}
              onClick={async () => {
                if (await toCart.run(params)) setInCart(true)
              }}
              data-testid="plan-to-cart"
            >
              {t('actions.cart')}
            </button>
          ) : (
            <p className={styles.muted} data-testid="plan-no-order">
              {plan.retailerMode ? t('actions.retailerMode') : t('actions.viewer')}
            </p>
          )}
          {inCart && (
            <ButtonLink href={cartUrl} variant="secondary" data-testid="plan-go-cart">
              {t('actions.toCart')}
            </ButtonLink>
          )}
          {plan.canList && (
            <button
              type="button"
              className="button button--secondary"
              disabled={!hasLines || busy}
              onClick={() => setListOpen(true)}
              data-testid="plan-to-list"
            >
              {t('actions.list')}
            </button>
          )}
          <ButtonLink href={exportHref} native variant="tertiary" download data-testid="plan-csv">
            {t('actions.csv')}
          </ButtonLink>
        </div>

        {plan.unplannable.length > 0 && (
          <section
            className={styles.section}
            aria-labelledby="plan-unplannable"
            data-testid="plan-unplannable"
          >
            <h2 id="plan-unplannable">{t('unplannable.title')}</h2>
            <p>{t('unplannable.intro')}</p>
            <div className={styles.scroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('table.entry')}</th>
                    <th scope="col">{t('table.component')}</th>
                    <th scope="col">{t('unplannable.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {plan.unplannable.map((item) => (
                    <tr key={`${item.entryId}-${item.componentId}`}>
                      <td>
                        {item.entryName}
                        {item.licensePlate && <span className={styles.muted}>{item.licensePlate}</span>}
                      </td>
                      <td>{item.componentLabel}</td>
                      <td>
                        {item.reasonLabel}
                        {item.productInUseText && (
                          <span className={styles.muted}>
                            {t('unplannable.productInUse', { name: item.productInUseText })}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </div>

      <p>
        <a href={fleetUrl}>{t('backToFleet')}</a>
      </p>

      {listOpen && <ListDialog params={params} plan={plan} onClose={() => setListOpen(false)} />}
    </div>
  )
}

function ProductTable({ plan }: { plan: FleetPlan }) {
  const t = useTranslations('fleetPlan')
  const [open, setOpen] = useState<Set<number>>(new Set())
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const prices = plan.totalCents != null
  const columns = prices ? 6 : 5
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="plan-products">
        <caption className={styles.caption}>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.product')}</th>
            <th scope="col" className={styles.number}>
              {t('table.litres')}
            </th>
            <th scope="col" className={styles.number}>
              {t('table.services')}
            </th>
            <th scope="col">{t('table.packs')}</th>
            <th scope="col" className={styles.number}>
              {t('table.leftover')}
            </th>
            {prices && (
              <th scope="col" className={styles.number}>
                {t('table.price')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {plan.products.map((product) => (
            <Fragment key={product.productId}>
              <ProductRow
                product={product}
                prices={prices}
                open={open.has(product.productId)}
                onToggle={() => toggle(product.productId)}
              />
              {open.has(product.productId) && (
                <tr className={styles.servicesRow}>
                  <td colSpan={columns}>
                    <ServicesTable product={product} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ProductRow({
  product,
  prices,
  open,
  onToggle,
}: {
  product: PlanProduct
  prices: boolean
  open: boolean
  onToggle: () => void
}) {
  const t = useTranslations('fleetPlan')
  const servicesId = `plan-services-${product.productId}`
  const lines = product.proposal?.lines ?? []
  return (
    <tr data-testid="plan-product" data-product={product.productNumber}>
      <th scope="row">
        {product.url ? <a href={product.url}>{product.title}</a> : product.title}
        <span className={styles.muted}>{product.productNumber}</span>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={open ? servicesId : undefined}
          onClick={onToggle}
          data-testid="plan-toggle-services"
        >
          {open
            ? t('table.hideServices')
            : t('table.showServices', { count: product.serviceCount, n: String(product.serviceCount) })}
        </button>
      </th>
      <td className={styles.number} data-testid="plan-litres">
        {litres(product.litres)}
      </td>
      <td className={styles.number}>{product.serviceCount}</td>
      <td data-testid="plan-packs">
        {product.proposal ? (
          <>
            {packsText(lines)}
            {lines.some((line) => line.contract) && (
              <span className={styles.contract}>{t('contractPrice')}</span>
            )}
          </>
        ) : (
          <span className={styles.muted}>{t('table.noPack')}</span>
        )}
      </td>
      <td className={styles.number}>{product.proposal ? litres(product.proposal.leftoverLitres) : '–'}</td>
      {prices && (
        <td className={styles.number} data-testid="plan-price">
          {product.proposal?.totalCents != null ? formatPrice(product.proposal.totalCents) : '–'}
        </td>
      )}
    </tr>
  )
}

function ServicesTable({ product }: { product: PlanProduct }) {
  const t = useTranslations('fleetPlan')
  return (
    <table className={styles.services} id={`plan-services-${product.productId}`} data-testid="plan-services">
      <caption className={styles.caption}>{t('table.servicesOf', { product: product.title })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.entry')}</th>
          <th scope="col">{t('table.component')}</th>
          <th scope="col">{t('table.due')}</th>
          <th scope="col">{t('table.basis')}</th>
          <th scope="col" className={styles.number}>
            {t('table.quantity')}
          </th>
        </tr>
      </thead>
      <tbody>
        {product.services.map((service, index) => (
          <tr key={`${service.entryId}-${service.componentId}-${service.date}-${index}`}>
            <td>
              {service.entryName}
              {service.licensePlate && <span className={styles.muted}>{service.licensePlate}</span>}
            </td>
            <td>{service.componentLabel}</td>
            <td>
              {formatDate(service.date)}
              {service.overdue && <span className={styles.overdue}>{t('table.overdue')}</span>}
            </td>
            <td>{service.basisLabel}</td>
            <td className={styles.number}>{litres(service.litres)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function ListDialog({ params, plan, onClose }: { params: PlanParams; plan: FleetPlan; onClose: () => void }) {
  const t = useTranslations('fleetPlan')
  const lists = useShoppingListsQuery()
  const toList = usePlanToList()
  const editable = (lists.data ?? []).filter((list) => list.canEdit)
  const [mode, setMode] = useState<'existing' | 'create'>('create')
  const [listId, setListId] = useState<number | null>(null)
  const [name, setName] = useState(() =>
    t('listDialog.defaultName', { from: formatDate(plan.from), to: formatDate(plan.to) }),
  )
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<{ url: string; message: string } | null>(null)
  const ids = { existing: useId(), create: useId(), list: useId(), name: useId(), error: useId() }
  const chosen = listId ?? editable[0]?.id ?? null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    try {
      const target = mode === 'existing' && chosen != null ? { listId: chosen } : { name }
      const answer = await toList.mutateAsync({ params, target })
      const count = answer.added.length
      setDone({
        url: answer.list.url,
        message: t('api.addedToList', { count, n: String(count), name: answer.list.name }),
      })
    } catch (failure) {
      setError(
        failure instanceof ApiHttpError ? (failure.messages[0]?.message ?? failure.message) : String(failure),
      )
    }
  }

  return (
    <Modal open onClose={onClose} title={t('listDialog.title')} size="sm" loading={lists.isLoading}>
      {done ? (
        <div className={styles.dialog}>
          <p role="status" data-testid="plan-list-done">
            {done.message}
          </p>
          <div className={styles.actions}>
            <ButtonLink href={done.url} variant="primary">
              {t('actions.toList')}
            </ButtonLink>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('listDialog.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <form className={styles.dialog} onSubmit={submit} aria-describedby={error ? ids.error : undefined}>
          {editable.length > 0 && (
            <fieldset className={styles.choice}>
              <div>
                <input
                  id={ids.existing}
                  type="radio"
                  name="target"
                  checked={mode === 'existing'}
                  onChange={() => setMode('existing')}
                />
                <label htmlFor={ids.existing}>{t('listDialog.existing')}</label>
              </div>
              {mode === 'existing' && (
                <select
                  id={ids.list}
                  aria-label={t('listDialog.existing')}
                  value={chosen ?? ''}
                  onChange={(event) => setListId(Number(event.target.value))}
                >
                  {editable.map((list) => (
                    <option key={list.id} value={list.id}>
                      {list.name}
                    </option>
                  ))}
                </select>
              )}
              <div>
                <input
                  id={ids.create}
                  type="radio"
                  name="target"
                  checked={mode === 'create'}
                  onChange={() => setMode('create')}
                />
                <label htmlFor={ids.create}>{t('listDialog.create')}</label>
              </div>
            </fieldset>
          )}
          {mode === 'create' && (
            <div className={styles.field}>
              <label htmlFor={ids.name}>{t('listDialog.name')}</label>
              <input
                id={ids.name}
                value={name}
                maxLength={80}
                required
                onChange={(event) => setName(event.target.value)}
                data-testid="plan-list-name"
              />
            </div>
          )}
          {error && (
            <p id={ids.error} role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="submit"
              className="button button--primary"
              disabled={toList.isPending || (mode === 'create' && !name.trim())}
              data-testid="plan-list-submit"
            >
              {t('listDialog.submit')}
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('listDialog.cancel')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  )
}
