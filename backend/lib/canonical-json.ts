/** One step of the writer: a value still to write, or punctuation to copy out. */
type Step = { value: unknown } | string;

/**
 * JSON text that is the same for equal values however their object keys were
 * ordered (keys sorted by UTF-16 code unit, no spaces; arrays keep their order),
 * so two requests can be compared by what they say rather than how they were
 * written. For parsed JSON only (null, booleans, numbers, strings, arrays, plain
 * objects). Written with a stack of its own instead of recursion: a 64 KiB body
 * can nest some 30,000 levels deep, past the call stack (JSON.stringify overflows too).
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const stack: Step[] = [{ value }];
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    if (typeof step === 'string') {
      out.push(step);
      continue;
    }
    const current = step.value;
    // Pushed in reverse, so they come off the stack in writing order.
    if (Array.isArray(current)) {
      stack.push(']');
      for (let i = current.length - 1; i >= 0; i -= 1) {
        stack.push({ value: current[i] as unknown });
        if (i > 0) stack.push(',');
      }
      stack.push('[');
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current).sort();
      stack.push('}');
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i] as string;
        stack.push({ value: (current as Record<string, unknown>)[key] }, `${JSON.stringify(key)}:`);
        if (i > 0) stack.push(',');
      }
      stack.push('{');
    } else {
      out.push(JSON.stringify(current) ?? 'null');
    }
  }
  return out.join('');
}
