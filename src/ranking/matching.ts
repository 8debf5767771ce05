/**
 * Maximum matching in a general graph (Edmonds' blossom algorithm, O(V³)): Swiss pairing asks whether the players
 * left can all still be paired without a rematch, and odd cycles of "not met yet" make bipartite tricks wrong.
 */
export function maximumMatching(n: number, allowed: (a: number, b: number) => boolean): number[] {
  const adjacent: number[][] = Array.from({ length: n }, () => []);
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (!allowed(a, b)) continue;
      (adjacent[a] as number[]).push(b);
      (adjacent[b] as number[]).push(a);
    }
  }
  const match = new Array<number>(n).fill(-1);
  // A greedy start leaves the blossom search only the hard part.
  for (let v = 0; v < n; v++) {
    if (match[v] !== -1) continue;
    const free = (adjacent[v] as number[]).find((u) => match[u] === -1);
    if (free === undefined) continue;
    match[v] = free;
    match[free] = v;
  }
  const parent = new Array<number>(n);
  const base = new Array<number>(n);
  const used = new Array<boolean>(n);
  const inBlossom = new Array<boolean>(n);

  const commonBase = (a0: number, b0: number): number => {
    const seen = new Array<boolean>(n).fill(false);
    let a = a0;
    for (;;) {
      a = base[a] as number;
      seen[a] = true;
      if (match[a] === -1) break;
      a = parent[match[a] as number] as number;
    }
    let b = b0;
    for (;;) {
      b = base[b] as number;
      if (seen[b]) return b;
      b = parent[match[b] as number] as number;
    }
  };
  const markPath = (v0: number, b: number, child0: number): void => {
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      inBlossom[base[v] as number] = inBlossom[base[match[v] as number] as number] = true;
      parent[v] = child;
      child = match[v] as number;
      v = parent[match[v] as number] as number;
    }
  };
  const augmentingEnd = (root: number): number => {
    used.fill(false);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = true;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head] as number;
      for (const to of adjacent[v] as number[]) {
        if (base[v] === base[to] || match[v] === to) continue;
        if (to === root || (match[to] !== -1 && parent[match[to] as number] !== -1)) {
          const b = commonBase(v, to);
          inBlossom.fill(false);
          markPath(v, b, to);
          markPath(to, b, v);
          for (let i = 0; i < n; i++) {
            if (!inBlossom[base[i] as number]) continue;
            base[i] = b;
            if (used[i]) continue;
            used[i] = true;
            queue.push(i);
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (match[to] === -1) return to;
          used[match[to] as number] = true;
          queue.push(match[to] as number);
        }
      }
    }
    return -1;
  };
  for (let v = 0; v < n; v++) {
    if (match[v] !== -1) continue;
    let u = augmentingEnd(v);
    while (u !== -1) {
      const pv = parent[u] as number;
      const next = match[pv] as number;
      match[u] = pv;
      match[pv] = u;
      u = next;
    }
  }
  return match;
}

/** Whether every one of `n` vertices can be paired along allowed edges. */
export function perfectlyPairable(n: number, allowed: (a: number, b: number) => boolean): boolean {
  if (n % 2 === 1) return false;
  return maximumMatching(n, allowed).every((m) => m !== -1);
}
