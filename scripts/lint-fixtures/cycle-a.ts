// Half of a deliberate import cycle for scripts/lint-boundaries.test.ts (the main lint skips
// this folder): cycle-a imports cycle-b, which imports cycle-a.
import { cycleB } from './cycle-b';

export const cycleA = (): string => `a${cycleB.name}`;
