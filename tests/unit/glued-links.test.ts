import { describe, expect, it } from 'vitest';
import { gluedLinks } from '../../tools/html-check/glued-links.ts';

describe('words run into a link', () => {
  it('finds a word written straight before or after a link', () => {
    expect(gluedLinks('<p>browse the<a href="/authors/">authors</a> or</p>')).toEqual(['browse theauthors or']);
    expect(gluedLinks('<p>Browse <a href="/books/">all books</a>or pick a category.</p>')).toHaveLength(1);
    expect(gluedLinks('<p>ঘুরে দেখুন <a href="/bn/books/">সব বই</a>অথবা</p>')).toHaveLength(1);
  });

  it('lets spaces, punctuation and markup beside a link be', () => {
    expect(gluedLinks('<p>Browse <a href="/books/">all books</a> or <a href="/c/">categories</a>.</p>')).toEqual([]);
    expect(gluedLinks('<p>the <a href="/c/">categories</a>, the <a href="/a/">authors</a>।</p>')).toEqual([]);
    expect(gluedLinks('<li><a href="/x/">One</a></li><li><a href="/y/">Two</a></li>')).toEqual([]);
  });

  it('does not read scripts, styles or templates', () => {
    expect(gluedLinks('<template><p>a<a href="/">b</a>c</p></template><script>x="a<a>b</a>c"</script>')).toEqual([]);
  });
});
