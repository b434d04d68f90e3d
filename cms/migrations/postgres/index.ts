import * as migration_20261126_180348_initial from './20261126_180348_initial';
import * as migration_20261127_002242_company_buying from './20261127_002242_company_buying';
import * as migration_20261127_003059_notification_approval_kinds from './20261127_003059_notification_approval_kinds';
import * as migration_20261127_034640_order_life from './20261127_034640_order_life';
import * as migration_20261127_070625_fleet_plan from './20261127_070625_fleet_plan';
import * as migration_20261127_103511_reminder_locale from './20261127_103511_reminder_locale';

export const migrations = [
  {
    up: migration_20261126_180348_initial.up,
    down: migration_20261126_180348_initial.down,
    name: '20261126_180348_initial',
  },
  {
    up: migration_20261127_002242_company_buying.up,
    down: migration_20261127_002242_company_buying.down,
    name: '20261127_002242_company_buying',
  },
  {
    up: migration_20261127_003059_notification_approval_kinds.up,
    down: migration_20261127_003059_notification_approval_kinds.down,
    name: '20261127_003059_notification_approval_kinds',
  },
  {
    up: migration_20261127_034640_order_life.up,
    down: migration_20261127_034640_order_life.down,
    name: '20261127_034640_order_life',
  },
  {
    up: migration_20261127_070625_fleet_plan.up,
    down: migration_20261127_070625_fleet_plan.down,
    name: '20261127_070625_fleet_plan',
  },
  {
    up: migration_20261127_103511_reminder_locale.up,
    down: migration_20261127_103511_reminder_locale.down,
    name: '20261127_103511_reminder_locale'
  },
];
