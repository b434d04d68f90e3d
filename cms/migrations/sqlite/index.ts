import * as migration_20261126_180337_initial from './20261126_180337_initial';
import * as migration_20261127_002237_company_buying from './20261127_002237_company_buying';
import * as migration_20261127_034634_order_life from './20261127_034634_order_life';
import * as migration_20261127_070620_fleet_plan from './20261127_070620_fleet_plan';
import * as migration_20261127_103441_reminder_locale from './20261127_103441_reminder_locale';

export const migrations = [
  {
    up: migration_20261126_180337_initial.up,
    down: migration_20261126_180337_initial.down,
    name: '20261126_180337_initial',
  },
  {
    up: migration_20261127_002237_company_buying.up,
    down: migration_20261127_002237_company_buying.down,
    name: '20261127_002237_company_buying',
  },
  {
    up: migration_20261127_034634_order_life.up,
    down: migration_20261127_034634_order_life.down,
    name: '20261127_034634_order_life',
  },
  {
    up: migration_20261127_070620_fleet_plan.up,
    down: migration_20261127_070620_fleet_plan.down,
    name: '20261127_070620_fleet_plan',
  },
  {
    up: migration_20261127_103441_reminder_locale.up,
    down: migration_20261127_103441_reminder_locale.down,
    name: '20261127_103441_reminder_locale'
  },
];
