/** The checks a build passes before it is published. */
import { describe, expect, it } from 'vitest';
import { badTextIn } from '../../scripts/rebuild/verify.ts';

describe('badTextIn', () => {
  it('finds undefined, NaN and [object Object] in visible text and attributes', () => {
    expect(badTextIn('<p>Price: Tk NaN</p>')).toContain('NaN');
    expect(badTextIn('<a href="/product-details/undefined/">book</a>')).toContain('undefined');
    expect(badTextIn('<img alt="[object Object]">')).toContain('[object Object]');
  });

  it('leaves scripts, styles and comments alone, and words that only contain the letters', () => {
    expect(badTextIn('<script>if (x === undefined) y = NaN;</script><p>ok</p>')).toBeNull();
    expect(badTextIn('<style>.a{}</style><!-- undefined --><p>Undefinedness is a word; Nanami</p>')).toBeNull();
  });
});
