/**
 * The publisher and author choices of the filter form, added from
 * /filters/names.json the first time the filters are used (the file is
 * fetched once per page, through the browser's one API client, and validated).
 */
import { createFetchClient } from '#shared/api/fetch-client.ts';
import { FILTER_NAMES_PATH, FilterNamesSchema, type FilterNames } from '#shared/search/filter-names.ts';

let added: Promise<boolean> | undefined;

/**
 * Adds the named options to the form's selects once. True when this call
 * added them (the caller then writes the chosen values again); false when
 * they were there already. A failure rejects and is retried on the next call.
 */
export function addNamedOptions(form: HTMLFormElement): Promise<boolean> {
  if (added) return added.then(() => false);
  const attempt = createFetchClient(location.origin)
    .request(FILTER_NAMES_PATH, FilterNamesSchema)
    .then((result) => {
      if (!result.ok) throw new Error(`filter names: ${result.error.message}`);
      fill(form, result.data);
      return true;
    });
  added = attempt;
  attempt.catch(() => {
    added = undefined;
  });
  return attempt;
}

function fill(form: HTMLFormElement, names: FilterNames): void {
  for (const select of form.querySelectorAll<HTMLSelectElement>('select[data-named-options]')) {
    const pairs = select.name === 'author' ? names.author : select.name === 'publisher' ? names.publisher : [];
    select.append(
      ...pairs.map(([value, name]) => {
        const option = new Option(name, value);
        option.dataset.label = name;
        return option;
      }),
    );
  }
}
