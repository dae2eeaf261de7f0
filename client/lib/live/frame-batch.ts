// Collects changes that arrive in bursts (a stream's events) and hands them over once per
// animation frame, newest per key: fifty pipelines moving at once cost one render, not fifty.
export interface FrameBatch<T> {
  add: (key: string, value: T) => void;
  /** Drops what is waiting (the screen went away). */
  cancel: () => void;
}

export function createFrameBatch<T>(flush: (values: T[]) => void): FrameBatch<T> {
  let pending = new Map<string, T>();
  let frame: number | undefined;
  const run = () => {
    frame = undefined;
    const values = [...pending.values()];
    pending = new Map();
    flush(values);
  };
  return {
    add(key, value) {
      pending.set(key, value);
      frame ??= requestAnimationFrame(run);
    },
    cancel() {
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = undefined;
      pending = new Map();
    },
  };
}
