/** An order's VAT as stored when it was placed (lib/order-vat.ts, shared with the order documents). */
export { orderVat } from '@/lib/order-vat'
