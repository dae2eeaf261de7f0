// The other half of the deliberate cycle (see cycle-a.ts).
import { cycleA } from './cycle-a';

export const cycleB = (): string => `b${cycleA.name}`;
