// The other half of the deliberate circle (see cycle-a.ts): a type-only import closes it.
import type { cycleA } from './cycle-a';

export const cycleB: () => ReturnType<typeof cycleA> = () => 'b';
