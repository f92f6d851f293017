/**
 * Answers of pure text functions, remembered for one analysis (decision 405). The readers, the criteria and the
 * writer ask the same questions of the same lines (is this line a heading? the phrase quoted from it?) from
 * different modules; each answer is worked out once per analysis and shared.
 *
 * Only for functions whose answer depends on their arguments alone, so remembering never changes an output. The
 * tables are emptied when an analysis starts (`forgetAnswers`, engine/index.ts): nothing is carried from one resume
 * to the next, which would flatter the benchmark (decision 075). A table that grows past its limit (a caller outside
 * an analysis) is emptied too.
 */

const TABLES: Map<unknown, unknown>[] = [];
const LIMIT = 4096;

function table<K, V>(): Map<K, V> {
  const known = new Map<K, V>();
  TABLES.push(known as Map<unknown, unknown>);
  return known;
}

/** `answer` remembered by its one text argument; answers must not be mutated. */
export function rememberedByText<R>(answer: (text: string) => R): (text: string) => R {
  const known = table<string, R>();
  return (text) => {
    const hit = known.get(text);
    if (hit !== undefined || known.has(text)) return hit as R;
    if (known.size >= LIMIT) known.clear();
    const value = answer(text);
    known.set(text, value);
    return value;
  };
}

/** Empties every table: called when an analysis starts. */
export function forgetAnswers(): void {
  for (const known of TABLES) known.clear();
}
