/**
 * Which required fields are blank: the one check every form makes before
 * anything is sent (login, registration, account details, address, contact,
 * comment). Each form keeps its own messages; their order is the form's field
 * order, and the errors come in that order.
 *
 * A field is blank when nothing but white space is in it. A field named in
 * `asTyped` (a password, taken exactly as typed) is blank only when empty: one
 * of spaces goes to the server, which judges it.
 */
export function blankFields<Field extends string>(
  values: Readonly<Record<NoInfer<Field>, string>>,
  messages: Readonly<Record<Field, string>>,
  asTyped: readonly NoInfer<Field>[] = [],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(messages) as Field[]) {
    const value = values[field] ?? '';
    if ((asTyped.includes(field) ? value : value.trim()) === '') errors[field] = messages[field];
  }
  return errors;
}
