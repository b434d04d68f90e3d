import 'server-only'

import type { Quote } from '@/cms/payload-types'
import { MAIL_TENANT_HEADER } from '@/cms/email/outbox-adapter'
import { customerOf } from '@/features/accounts/server/customer'
import type { CartContext } from '@/features/carts/server/cart'
import { checkoutSettings } from '@/features/carts/server/checkout'
import { shownProductsById } from '@/features/catalog/server/shown-products'
import { env } from '@/lib/env'
import { getApiTranslator } from '@/lib/i18n/translator'
import { formatIsoDate } from '@/lib/iso-date'
import { formatPrice } from '@/lib/money'
import { counted } from '@/lib/numbers'
import { getPayload } from '@/lib/payload/get-payload'
import { relationId } from '@/lib/relation-ids'

const escape = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/**
 * Tells the sales team of a new quote request: a mail to the tenant's order desk (the contact
 * of the checkout's confirmation, CMS → Shop → Checkout settings) with who asks, the lines with
 * their list prices, the desired date and the remark, and a link to the request in the CMS. In
 * German, the sales team's language. Sent after the request is stored; a failing mail is logged
 * and does not undo the request (sales find it in the CMS's list either way).
 */
export async function mailSalesTeam(ctx: CartContext, quote: Quote): Promise<void> {
  const payload = await getPayload()
  try {
    const settings = await checkoutSettings(ctx.tenant.id, 'de-ch')
    const to = settings?.confirmation?.contact?.email
    if (!to) {
      payload.logger.warn({
        msg: 'No order desk address (checkout settings) for a quote request',
        tenant: ctx.tenant.id,
      })
      return
    }
    const t = await getApiTranslator('de-ch')
    const [customer, products] = await Promise.all([
      customerOf(ctx.account),
      shownProductsById(
        ctx.tenant.id,
        'de-ch',
        quote.lines.map((line) => relationId(line.product as number | { id: number }) ?? 0),
      ),
    ])
    const values = counted(quote.lines.length, {
      quoteNumber: quote.quoteNumber,
      customer: customer?.name ?? '',
      customerNumber: customer?.customerId ?? '',
      buyer: `${ctx.account.firstName ?? ''} ${ctx.account.lastName ?? ''}`.trim(),
    })
    const lines = quote.lines.map((line) =>
      t('quotes.salesMail.line', {
        quantity: String(line.quantity),
        articleNumber: line.articleNumber,
        title: products.get(relationId(line.product as number | { id: number }) ?? 0)?.name ?? '',
        price: line.listUnitPriceCents != null ? formatPrice(line.listUnitPriceCents) : '–',
      }),
    )
    const facts = [
      ...(quote.desiredDate
        ? [t('quotes.salesMail.desiredDate', { date: formatIsoDate(quote.desiredDate) })]
        : []),
      ...(quote.remark ? [t('quotes.salesMail.remark', { remark: quote.remark })] : []),
    ]
    const link = `${env.serverUrl}/cms/collections/quotes/${quote.id}`
    const intro = t('quotes.salesMail.intro', values)
    const action = t('quotes.salesMail.action')
    const closing = t('quotes.salesMail.closing')
    await payload.sendEmail({
      to,
      subject: t('quotes.salesMail.subject', values),
      text: [
        intro,
        '',
        ...lines,
        '',
        ...facts,
        ...(facts.length ? [''] : []),
        action,
        link,
        '',
        closing,
      ].join('\n'),
      html: [
        `<p>${escape(intro)}</p>`,
        `<ul>${lines.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>`,
        ...facts.map((fact) => `<p style="white-space:pre-line">${escape(fact)}</p>`),
        `<p>${escape(action)} <a href="${escape(link)}">${escape(quote.quoteNumber)}</a></p>`,
        `<p>${escape(closing)}</p>`,
      ].join(''),
      headers: { [MAIL_TENANT_HEADER]: String(ctx.tenant.id) },
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `The sales mail of quote ${quote.quoteNumber} failed` })
  }
}
