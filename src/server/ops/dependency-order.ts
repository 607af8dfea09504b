export type Reference = { child: string; parent: string };

/**
 * The tables ordered so that each comes after every table it references (foreign keys), ties by name.
 * A self-reference is left out: its rows then load in the order they were read.
 */
export function dependencyOrder(tables: readonly string[], references: readonly Reference[]): string[] {
  const remaining = new Set(tables);
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && remaining.has(parent)) parentsOf.get(child)?.add(parent);
  }
  const order: string[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining]
      .filter((table) => [...(parentsOf.get(table) ?? [])].every((parent) => !remaining.has(parent)))
      .sort();
    if (ready.length === 0) {
      throw new Error(`Foreign keys form a cycle between: ${[...remaining].sort().join(', ')}`);
    }
    for (const table of ready) {
      order.push(table);
      remaining.delete(table);
    }
  }
  return order;
}
