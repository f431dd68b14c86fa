/**
 * A formatter made on its first use and kept. Building an Intl formatter loads
 * locale data (a few milliseconds each on a phone): made at module load, every
 * page's first script would pay for formatters it never uses.
 */
export function lazily<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new Map<Key, Value>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
