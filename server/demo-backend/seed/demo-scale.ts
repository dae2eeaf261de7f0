// DEMO_SCALE: how much data the demo backend seeds. Unset is the 25-organization demo the
// tests name; `large` and `huge` try the console at the sizes real platforms reach.
export const DEMO_SCALES = ['default', 'large', 'huge'] as const;
export type DemoScale = (typeof DEMO_SCALES)[number];

/** Reads DEMO_SCALE; an unknown value is refused with the values it accepts. */
export function parseDemoScale(value: string | undefined): DemoScale {
  if (value === undefined || value === '' || value === 'default') return 'default';
  if (value === 'large' || value === 'huge') return value;
  throw new Error(
    `DEMO_SCALE must be "large" (10,000 organizations) or "huge" (100,000), or unset for the 25-organization demo (got "${value}")`,
  );
}
