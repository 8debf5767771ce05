/**
 * Maximum matching in a general graph (Edmonds' blossom algorithm, O(V³)): Swiss pairing asks whether the players
 * left can all still be paired without a rematch, and odd cycles of "not met yet" make bipartite tricks wrong.
 *
 * Vertices can leave the graph (`tryRemove`), with the matching repaired by one augmenting-path search, so a Swiss
 * round asks each "can everyone left still be paired if these two meet?" in O(V²) rather than a fresh O(V³) matching.
 */
export class Matching {
  /** Each vertex's partner, -1 when it is exposed or out of the graph. */
  readonly mate: number[];
  private readonly n: number;
  private readonly adjacent: number[][];
  private readonly present: boolean[];
  private readonly parent: number[];
  private readonly base: number[];
  private readonly used: boolean[];
  private readonly inBlossom: boolean[];
  private readonly seen: boolean[];

  constructor(n: number, allowed: (a: number, b: number) => boolean) {
    this.n = n;
    this.adjacent = Array.from({ length: n }, () => []);
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        if (!allowed(a, b)) continue;
        (this.adjacent[a] as number[]).push(b);
        (this.adjacent[b] as number[]).push(a);
      }
    }
    this.mate = new Array<number>(n).fill(-1);
    this.present = new Array<boolean>(n).fill(true);
    this.parent = new Array<number>(n);
    this.base = new Array<number>(n);
    this.used = new Array<boolean>(n);
    this.inBlossom = new Array<boolean>(n);
    this.seen = new Array<boolean>(n);
    const match = this.mate;
    // A greedy start leaves the blossom search only the hard part.
    for (let v = 0; v < n; v++) {
      if (match[v] !== -1) continue;
      const free = (this.adjacent[v] as number[]).find((u) => match[u] === -1);
      if (free === undefined) continue;
      match[v] = free;
      match[free] = v;
    }
    // A vertex with no augmenting path from it never gets one from later augmentations, so one pass is maximum.
    for (let v = 0; v < n; v++) if (match[v] === -1) this.augment(v);
  }

  /** The vertices in the graph that the matching leaves exposed. */
  exposed(): number[] {
    const out: number[] = [];
    for (let v = 0; v < this.n; v++) if (this.present[v] && this.mate[v] === -1) out.push(v);
    return out;
  }

  /**
   * Takes `leaving` out of the graph if every vertex left can then be matched, and says whether it did (the graph and
   * matching are unchanged otherwise). For a maximum matching exposing at most one vertex, and one or two leaving:
   * afterwards the only exposed vertices are their old partners and the one exposed before. None: done. Two: a
   * matching is maximum iff it has no augmenting path (Berge), and such a path can only join those two, so one search
   * from either decides it. One or three: an odd count is left, which cannot all be matched.
   */
  tryRemove(leaving: readonly number[]): boolean {
    const partners = leaving.map((v) => this.mate[v] as number);
    for (const v of leaving) {
      const partner = this.mate[v] as number;
      if (partner !== -1) this.mate[partner] = -1;
      this.mate[v] = -1;
      this.present[v] = false;
    }
    const exposed = this.exposed();
    if (exposed.length === 0 || (exposed.length === 2 && this.augment(exposed[0] as number))) return true;
    // A failed search leaves the matching as it was, so putting the old partners back restores it.
    leaving.forEach((v, i) => {
      this.present[v] = true;
      const partner = partners[i] as number;
      if (partner === -1) return;
      this.mate[v] = partner;
      this.mate[partner] = v;
    });
    return false;
  }

  private commonBase(a0: number, b0: number): number {
    const { base, parent, mate, seen } = this;
    seen.fill(false);
    let a = a0;
    for (;;) {
      a = base[a] as number;
      seen[a] = true;
      if (mate[a] === -1) break;
      a = parent[mate[a] as number] as number;
    }
    let b = b0;
    for (;;) {
      b = base[b] as number;
      if (seen[b]) return b;
      b = parent[mate[b] as number] as number;
    }
  }

  private markPath(v0: number, b: number, child0: number): void {
    const { base, parent, mate, inBlossom } = this;
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      inBlossom[base[v] as number] = inBlossom[base[mate[v] as number] as number] = true;
      parent[v] = child;
      child = mate[v] as number;
      v = parent[mate[v] as number] as number;
    }
  }

  /** The exposed end of an augmenting path from the exposed vertex `root` (traced back through `parent`), or -1. */
  private augmentingEnd(root: number): number {
    const { n, base, parent, mate, used, inBlossom, present } = this;
    used.fill(false);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = true;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head] as number;
      for (const to of this.adjacent[v] as number[]) {
        if (!present[to] || base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to] as number] !== -1)) {
          const b = this.commonBase(v, to);
          inBlossom.fill(false);
          this.markPath(v, b, to);
          this.markPath(to, b, v);
          for (let i = 0; i < n; i++) {
            if (!inBlossom[base[i] as number]) continue;
            base[i] = b;
            if (used[i]) continue;
            used[i] = true;
            queue.push(i);
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          used[mate[to] as number] = true;
          queue.push(mate[to] as number);
        }
      }
    }
    return -1;
  }

  /** Grows the matching along an augmenting path from the exposed vertex `root`, if there is one. */
  private augment(root: number): boolean {
    let u = this.augmentingEnd(root);
    if (u === -1) return false;
    while (u !== -1) {
      const pv = this.parent[u] as number;
      const next = this.mate[pv] as number;
      this.mate[u] = pv;
      this.mate[pv] = u;
      u = next;
    }
    return true;
  }
}
