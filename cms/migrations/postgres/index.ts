import * as migration_20261126_180348_initial from './20261126_180348_initial';

export const migrations = [
  {
    up: migration_20261126_180348_initial.up,
    down: migration_20261126_180348_initial.down,
    name: '20261126_180348_initial'
  },
];
