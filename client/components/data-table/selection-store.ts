// The selected row ids of one list, kept outside React state: a toggle tells only that row's
// checkbox and the few selection-wide readers (count, header box), so a 10,000-row table never
// re-renders every row for one click. Components read it through use-selection.ts.

type Listener = () => void;

export class SelectionStore {
  private ids = new Set<string>();
  private readonly rowListeners = new Map<string, Set<Listener>>();
  private readonly listeners = new Set<Listener>();
  /** Changes on every change; what selection-wide readers compare. */
  version = 0;
  /** Selection mode: the list shows its checkbox column only while it is on. */
  active = false;

  /** Turns selection mode on or off; off also clears the selection. */
  setActive(active: boolean): void {
    if (active === this.active) return;
    this.active = active;
    if (!active) this.ids.clear();
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  get size(): number {
    return this.ids.size;
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** A copy, so a caller may keep it while the selection changes. */
  selected(): Set<string> {
    return new Set(this.ids);
  }

  toggle(id: string, selected = !this.ids.has(id)): void {
    if (selected === this.ids.has(id)) return;
    if (selected) this.ids.add(id);
    else this.ids.delete(id);
    this.changed([id]);
  }

  /** Selects (or unselects) every id given. */
  setMany(ids: Iterable<string>, selected: boolean): void {
    const touched: string[] = [];
    for (const id of ids) {
      if (selected === this.ids.has(id)) continue;
      if (selected) this.ids.add(id);
      else this.ids.delete(id);
      touched.push(id);
    }
    if (touched.length > 0) this.changed(touched);
  }

  /** The selection becomes exactly `ids`. */
  replace(ids: Iterable<string>): void {
    const next = new Set(ids);
    const touched = [...this.ids].filter((id) => !next.has(id));
    for (const id of next) if (!this.ids.has(id)) touched.push(id);
    this.ids = next;
    if (touched.length > 0) this.changed(touched);
  }

  clear(): void {
    this.replace([]);
  }

  /** Keeps only ids still in the list (rows deleted elsewhere drop out of the selection). */
  retain(present: (id: string) => boolean): void {
    const gone = [...this.ids].filter((id) => !present(id));
    if (gone.length > 0) this.setMany(gone, false);
  }

  subscribeRow(id: string, listener: Listener): () => void {
    let set = this.rowListeners.get(id);
    if (!set) this.rowListeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.rowListeners.delete(id);
    };
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(ids: readonly string[]): void {
    this.version += 1;
    // Only rendered rows have listeners (a few dozen): for a big change, tell them all (a row
    // whose state did not change does not re-render) instead of looking up 10,000 ids.
    if (ids.length > this.rowListeners.size) {
      for (const set of this.rowListeners.values()) for (const listener of set) listener();
    } else {
      for (const id of ids) {
        const set = this.rowListeners.get(id);
        if (set) for (const listener of set) listener();
      }
    }
    for (const listener of this.listeners) listener();
  }
}
