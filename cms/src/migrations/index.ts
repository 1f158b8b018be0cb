import * as migration_20261122_063030_initial from './20261122_063030_initial.ts';

export const migrations = [
  {
    up: migration_20261122_063030_initial.up,
    down: migration_20261122_063030_initial.down,
    name: '20261122_063030_initial',
  },
];
