// "Nothing happened" is checked past the window on a fake clock, not after a real sleep
// (issue #31 item 6): a test that sleeps 300 ms proves nothing about 301 ms and is slow.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fakes the timers before a render, while still letting them move with real time, so
 * Testing Library's findBy/waitFor keep working. client/test/setup.ts restores real timers
 * after each test.
 */
export function useMovingFakeClock(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
}

/** Runs at once every timer due within `ms` and the promises they settle, inside act(). */
export async function advanceClock(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
