// A Prometheus histogram counted in typed arrays (issue #35): prom-client 15 hashes and
// validates the labels on every observe(), cached children included, which cost ~4 µs per
// proxied request. Here the request path only adds to arrays; prom-client's registry reads the
// values at scrape time (getForPromString, the shape its own Histogram hands it) and writes the
// exposition text itself, so the scrape is what prom-client's Histogram would print.

type Labels = Record<string, string>;

interface ValuePair {
  labels: Record<string, string | number>;
  sharedLabels: Labels;
  value: number;
  metricName: string;
}

export class SlotHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #counts: Float64Array;
  readonly #sums: Float64Array;
  readonly #totals: Float64Array;
  /** Slots in the order first observed: prom-client prints label sets in that order. */
  readonly #order: number[] = [];

  /**
   * `slots` label sets, each named by `labelsOf(slot)`; with `always`, slot 0 is printed even
   * before anything was observed (prom-client's way for a histogram without labels).
   */
  constructor(
    readonly name: string,
    readonly help: string,
    readonly buckets: readonly number[],
    slots: number,
    private readonly labelsOf: (slot: number) => Labels,
    always = false,
  ) {
    this.#counts = new Float64Array(slots * buckets.length);
    this.#sums = new Float64Array(slots);
    this.#totals = new Float64Array(slots);
    if (always) this.#order.push(0);
  }

  observe(slot: number, value: number): void {
    if (this.#totals[slot] === 0 && !this.#order.includes(slot)) this.#order.push(slot);
    this.#totals[slot] = this.#totals[slot]! + 1;
    this.#sums[slot] = this.#sums[slot]! + value;
    const buckets = this.buckets;
    for (let index = 0; index < buckets.length; index += 1) {
      if (value <= buckets[index]!) {
        const at = slot * buckets.length + index;
        this.#counts[at] = this.#counts[at]! + 1;
        return;
      }
    }
  }

  /** What prom-client's registry formats (the shape of its Histogram's getForPromString). */
  getForPromString(): { name: string; help: string; type: string; values: ValuePair[] } {
    const values: ValuePair[] = [];
    const bucket = `${this.name}_bucket`;
    for (const slot of this.#order) {
      const shared = this.labelsOf(slot);
      let cumulative = 0;
      this.buckets.forEach((le, index) => {
        cumulative += this.#counts[slot * this.buckets.length + index]!;
        values.push({
          labels: { le },
          sharedLabels: shared,
          value: cumulative,
          metricName: bucket,
        });
      });
      const total = this.#totals[slot]!;
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: shared, value: total, metricName: bucket },
        {
          labels: {},
          sharedLabels: shared,
          value: this.#sums[slot]!,
          metricName: `${this.name}_sum`,
        },
        { labels: {}, sharedLabels: shared, value: total, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values };
  }

  /** The JSON form (registry.getMetricsAsJSON): labels and shared labels in one object. */
  async get(): Promise<{ name: string; help: string; type: string; values: unknown[] }> {
    const data = this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ labels, sharedLabels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }
}
