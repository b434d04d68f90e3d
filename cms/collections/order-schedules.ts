import type { CollectionConfig } from 'payload'

import { MAX_QUANTITY } from '../../features/catalog/model'
import {
  CART_REF_TEXT_MAX_LENGTH,
  COST_CENTRE_MAX_LENGTH,
  ORDER_REMARK_MAX_LENGTH,
  PURCHASE_ORDER_NUMBER_MAX_LENGTH,
} from '../../features/carts/model'
import {
  SCHEDULE_FREQUENCIES,
  SCHEDULE_MAX_DAY_OF_MONTH,
  SCHEDULE_MAX_INTERVAL_WEEKS,
  SCHEDULE_MAX_RUNS,
  SCHEDULE_MESSAGE_MAX_LENGTH,
  SCHEDULE_NAME_MAX_LENGTH,
  SCHEDULE_RUN_OUTCOMES,
  SCHEDULE_STATUSES,
} from '../../features/repeat-orders/model'
import { isEditor } from '../access/is-editor'

const day = { type: 'text' as const, admin: { description: 'YYYY-MM-DD' } }

/**
 * Repeat orders: a buyer's schedule that places the same lines every N weeks
 * or monthly on a day, from a start date until an end date or a number of
 * orders. The scheduler (features/repeat-orders/server) places each due order
 * through the checkout's own rules and records it in order-schedule-runs.
 * Editors read them in /cms; only the shop writes them.
 */
export const OrderSchedules: CollectionConfig = {
  slug: 'order-schedules',
  labels: { singular: 'Repeat order', plural: 'Repeat orders' },
  admin: {
    useAsTitle: 'name',
    group: 'Shop',
    defaultColumns: ['name', 'status', 'nextRunDate', 'account', 'customer'],
  },
  access: { read: isEditor, create: () => false, update: () => false, delete: isEditor },
  defaultSort: 'nextRunDate',
  indexes: [{ fields: ['status', 'nextRunDate'] }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: SCHEDULE_NAME_MAX_LENGTH },
    {
      type: 'row',
      fields: [
        {
          name: 'account',
          type: 'relationship',
          relationTo: 'accounts',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '33%', description: 'The buyer the orders are placed for (whose rules apply).' },
        },
        {
          name: 'contact',
          type: 'relationship',
          relationTo: 'contacts',
          maxDepth: 0,
          admin: { width: '33%', description: 'The contact an employee set it up for.' },
        },
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '34%' },
        },
      ],
    },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'accounts',
      maxDepth: 0,
      admin: { description: 'Who set it up (an employee on behalf, or the buyer).' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'active',
          options: SCHEDULE_STATUSES.map((value) => ({ label: value, value })),
          index: true,
          admin: { width: '25%' },
        },
        {
          name: 'frequency',
          type: 'select',
          required: true,
          defaultValue: 'monthly',
          options: SCHEDULE_FREQUENCIES.map((value) => ({ label: value, value })),
          admin: { width: '25%' },
        },
        {
          name: 'intervalWeeks',
          type: 'number',
          min: 1,
          max: SCHEDULE_MAX_INTERVAL_WEEKS,
          admin: { width: '25%', description: 'Every N weeks (frequency "weeks").' },
        },
        {
          name: 'dayOfMonth',
          type: 'number',
          min: 1,
          max: SCHEDULE_MAX_DAY_OF_MONTH,
          admin: { width: '25%', description: 'Day of the month (frequency "monthly").' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', required: true, ...day, admin: { ...day.admin, width: '25%' } },
        { name: 'endDate', ...day, admin: { ...day.admin, width: '25%' } },
        {
          name: 'maxRuns',
          type: 'number',
          min: 1,
          max: SCHEDULE_MAX_RUNS,
          admin: { width: '25%', description: 'End after this many orders.' },
        },
        {
          name: 'runCount',
          type: 'number',
          defaultValue: 0,
          min: 0,
          admin: { width: '25%', readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'nextRunDate',
          ...day,
          index: true,
          admin: { ...day.admin, width: '50%', description: 'The next due date (none when ended).' },
        },
        {
          name: 'pausedReason',
          type: 'textarea',
          maxLength: SCHEDULE_MESSAGE_MAX_LENGTH,
          admin: { width: '50%', description: 'Why the scheduler paused it, if it did.' },
        },
      ],
    },
    {
      name: 'sourceOrderNumber',
      type: 'text',
      admin: { description: 'The order it was made from, if any (else the cart).' },
    },
    {
      name: 'checkout',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'shipTo',
              type: 'relationship',
              relationTo: 'addresses',
              maxDepth: 0,
              admin: { width: '50%' },
            },
            {
              name: 'billTo',
              type: 'relationship',
              relationTo: 'addresses',
              maxDepth: 0,
              admin: { width: '50%' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'purchaseOrderNumber',
              type: 'text',
              maxLength: PURCHASE_ORDER_NUMBER_MAX_LENGTH,
              admin: { width: '50%' },
            },
            { name: 'costCentre', type: 'text', maxLength: COST_CENTRE_MAX_LENGTH, admin: { width: '50%' } },
          ],
        },
        { name: 'remark', type: 'textarea', maxLength: ORDER_REMARK_MAX_LENGTH },
      ],
    },
    {
      name: 'entries',
      type: 'array',
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'product',
              type: 'relationship',
              relationTo: 'products',
              required: true,
              maxDepth: 0,
              admin: { width: '40%' },
            },
            { name: 'articleNumber', type: 'text', required: true, admin: { width: '35%' } },
            {
              name: 'count',
              type: 'number',
              required: true,
              min: 1,
              max: MAX_QUANTITY,
              admin: { width: '25%' },
            },
          ],
        },
        { name: 'itemRefText', type: 'text', maxLength: CART_REF_TEXT_MAX_LENGTH },
      ],
    },
  ],
}

/**
 * One due date of a schedule and what came of it. (schedule, dueDate) is
 * unique: of two instances racing for the same due date, only one row is
 * written, so each due date places at most one order.
 */
export const OrderScheduleRuns: CollectionConfig = {
  slug: 'order-schedule-runs',
  labels: { singular: 'Repeat order run', plural: 'Repeat order runs' },
  admin: {
    useAsTitle: 'dueDate',
    group: 'Shop',
    defaultColumns: ['schedule', 'dueDate', 'outcome', 'orderNumber', 'createdAt'],
  },
  access: { read: isEditor, create: () => false, update: () => false, delete: isEditor },
  defaultSort: '-dueDate',
  indexes: [{ fields: ['schedule', 'dueDate'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'schedule',
          type: 'relationship',
          relationTo: 'order-schedules',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '40%' },
        },
        { name: 'dueDate', type: 'text', required: true, admin: { width: '30%', description: 'YYYY-MM-DD' } },
        {
          name: 'outcome',
          type: 'select',
          required: true,
          options: SCHEDULE_RUN_OUTCOMES.map((value) => ({ label: value, value })),
          admin: { width: '30%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '50%' },
        },
        { name: 'orderNumber', type: 'text', admin: { width: '50%' } },
      ],
    },
    { name: 'message', type: 'textarea', maxLength: SCHEDULE_MESSAGE_MAX_LENGTH },
  ],
}
