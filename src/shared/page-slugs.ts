import type { FooterMenus } from './api/schemas/content.ts';

/** The shop's standing pages, built whether or not a footer menu links them. */
const STANDING_PAGES = ['about', 'delivery', 'returns', 'privacy', 'terms'];

/** The generic pages the APIs name: the footer menus' page links, plus the shop's standing pages. */
export function pageSlugsOf(menus: FooterMenus): string[] {
  const fromMenus = [menus.footer_menu_one, menus.footer_menu_two, menus.footer_menu_three]
    .flatMap((m) => m.menus)
    .filter((link) => link.type === 'page')
    .map((link) => link.url);
  return [...new Set([...fromMenus, ...STANDING_PAGES])];
}
