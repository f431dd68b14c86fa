import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { money } from '../../lib/money.ts';
import { readShippingRates } from '../../lib/shipping-rates.ts';

const FOOTER_MENUS = ['footer_menu_one', 'footer_menu_two', 'footer_menu_three'] as const;
const STORE_KEYS = ['store_name', 'store_address_1', 'store_address_2', 'store_phone', 'store_email'] as const;

type FooterLink = { name: string; type: string; url: string };
type FooterMenu = { title: string; menus: FooterLink[] };

/** GET /navigation/footers (FooterMenusSchema) and GET /informations (StoreInformationSchema). */
export function siteRoutes(db: DatabaseSync): Hono {
  const app = new Hono();

  app.get('/navigation/footers', (c) => {
    const body: Record<string, FooterMenu> = {};
    for (const key of FOOTER_MENUS) body[key] = footerMenu(db, key);
    return c.json(body);
  });

  app.get('/informations', (c) => {
    const rows = db
      .prepare('SELECT key, value FROM settings WHERE key IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify(STORE_KEYS)) as { key: string; value: string }[];
    const values = new Map(rows.map((row) => [row.key, row.value]));
    const body: Record<string, unknown> = {};
    for (const key of STORE_KEYS) body[key] = values.get(key) ?? '';
    // An extension of the contract: the one threshold the shipping methods use, so the site never states a copy of it.
    body.free_shipping_over = money(readShippingRates(db).freeShippingOver);
    return c.json(body);
  });

  return app;
}

/** A footer column: its title and its top-level links in position order (empty when the menu is absent). */
function footerMenu(db: DatabaseSync, key: string): FooterMenu {
  const menu = db.prepare('SELECT title FROM menus WHERE key = ?').get(key) as { title: string } | undefined;
  const links = db
    .prepare('SELECT name, type, url FROM menu_items WHERE menu = ? AND parent_id IS NULL ORDER BY position, id')
    .all(key) as FooterLink[];
  return { title: menu?.title ?? '', menus: links.map(({ name, type, url }) => ({ name, type, url })) };
}
