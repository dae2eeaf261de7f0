// Half of a deliberate import circle for scripts/import-cycles.test.ts, which must find it:
// cycle-a imports cycle-b, which imports cycle-a back through a type.
import { cycleB } from './cycle-b';

export const cycleA = (): string => `a${cycleB()}`;
