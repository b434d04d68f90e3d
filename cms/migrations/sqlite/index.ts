import * as migration_20261122_215524_initial from './20261122_215524_initial';
import * as migration_20261123_061941_site_shell from './20261123_061941_site_shell';

export const migrations = [
  {
    up: migration_20261122_215524_initial.up,
    down: migration_20261122_215524_initial.down,
    name: '20261122_215524_initial',
  },
  {
    up: migration_20261123_061941_site_shell.up,
    down: migration_20261123_061941_site_shell.down,
    name: '20261123_061941_site_shell'
  },
];
