import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BannerSchema,
  HomeSectionsSchema,
  HomeTabsSchema,
  LogoSchema,
  NavigationSchema,
  ProductSectionSchema,
  SECTION_KEYS,
  SliderSchema,
  TestimonialListSchema,
  TwoColumnBannerSchema,
  type NavigationItem,
} from './schemas.ts';
import { call, expectShape, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

function ids(sql: string, ...params: (string | number)[]): number[] {
  return (api.db.prepare(sql).all(...params) as { id: number }[]).map((row) => row.id);
}

async function get(path: string): Promise<unknown> {
  const response = await call(`${api.shop}${path}`);
  expect(response.status, path).toBe(200);
  return response.body;
}

/** The image URL is on this server and answers a WebP picture. */
async function expectServedPicture(url: string): Promise<void> {
  expect(url.startsWith(`${api.origin}/api/v1/`)).toBe(true);
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  await response.arrayBuffer();
}

describe('slider and banners', () => {
  it('answers the slides in order with absolute, served pictures', async () => {
    const slides = expectShape(SliderSchema, await get('/homepage/slider'));
    expect(slides.length).toBeGreaterThan(0);
    expect(slides.length).toBe((api.db.prepare('SELECT COUNT(*) AS n FROM slides').get() as { n: number }).n);
    for (const slide of slides) await expectServedPicture(slide.file.path);
  });

  it('answers the one-column banner', async () => {
    const banner = expectShape(BannerSchema, await get('/homepage/one-column-banner'));
    await expectServedPicture(banner.file.path);
  });

  it('answers the two-column banner', async () => {
    const banner = expectShape(TwoColumnBannerSchema, await get('/homepage/two-column-banner'));
    await expectServedPicture(banner.one.file.path);
    await expectServedPicture(banner.two.file.path);
    expect(banner.one.file.path).not.toBe(banner.two.file.path);
  });
});

describe('curated sections', () => {
  it('answers the three tabs with titles and books', async () => {
    const tabs = expectShape(HomeTabsSchema, await get('/homepage/tabs/products'));
    for (const tab of [tabs.tab_one, tabs.tab_two, tabs.tab_three]) {
      expect(tab.title).not.toBe('');
      expect(tab.products.length).toBeGreaterThan(0);
    }
  });

  it('answers all twelve sections, each with its books in position order', async () => {
    const sections = expectShape(HomeSectionsSchema, await get('/homepage/section/products'));
    expect(Object.keys(sections).sort()).toEqual([...SECTION_KEYS].sort());
    for (const key of SECTION_KEYS) {
      const section = sections[key];
      expect(section.title, key).not.toBe('');
      expect(section.products.length, key).toBeGreaterThan(0);
      const expected = ids('SELECT product_id AS id FROM home_section_products WHERE section_key = ? ORDER BY position', key);
      expect(
        section.products.map((p) => p.id),
        key,
      ).toEqual(expected);
    }
  });
});

describe('the three columns', () => {
  it('answers ten recently sold books, latest sale first', async () => {
    const section = expectShape(ProductSectionSchema, await get('/homepage/recently-sold'));
    expect(section.title).toBe('সম্প্রতি বিক্রিত');
    expect(section.products.length).toBeGreaterThan(0);
    expect(section.products.length).toBeLessThanOrEqual(10);
    expect(section.products.map((p) => p.id)).toEqual(
      ids('SELECT id FROM products WHERE last_sold_at IS NOT NULL ORDER BY last_sold_at DESC, id DESC LIMIT 10'),
    );
  });

  it('answers the ten best sellers', async () => {
    const section = expectShape(ProductSectionSchema, await get('/homepage/weekly-best-seller'));
    expect(section.title).not.toBe('');
    expect(section.products).toHaveLength(10);
    expect(section.products.map((p) => p.id)).toEqual(ids('SELECT id FROM products ORDER BY sold_count DESC, id ASC LIMIT 10'));
  });

  it('answers the ten books reviewed most recently', async () => {
    const section = expectShape(ProductSectionSchema, await get('/homepage/latest-rated-product'));
    expect(section.title).not.toBe('');
    expect(section.products.length).toBeGreaterThan(0);
    expect(section.products.length).toBeLessThanOrEqual(10);
    const latest = section.products.map(
      (p) => (api.db.prepare('SELECT MAX(created_at) AS t FROM reviews WHERE product_id = ?').get(p.id) as { t: string }).t,
    );
    expect([...latest].sort().reverse()).toEqual(latest);
    for (const product of section.products) expect(product.reviews_count).toBeGreaterThan(0);
  });

  it('puts a newly reviewed book first', async () => {
    const [last] = ids('SELECT id FROM products ORDER BY id DESC LIMIT 1');
    api.db
      .prepare('INSERT INTO reviews (product_id, reviewer_name, rating, comment, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(last ?? 0, 'পাঠক', 5, 'চমৎকার', '2099-01-01T00:00:00.000Z');
    const section = expectShape(ProductSectionSchema, await get('/homepage/latest-rated-product'));
    expect(section.products[0]?.id).toBe(last);
  });
});

describe('testimonials, navigation, logo', () => {
  it('answers the testimonials', async () => {
    const testimonials = expectShape(TestimonialListSchema, await get('/testimonials'));
    expect(testimonials.length).toBeGreaterThan(0);
    for (const testimonial of testimonials) expect(testimonial.text).not.toBe('');
  });

  it('answers the primary menu as a nested tree in position order', async () => {
    const tree = expectShape(NavigationSchema, await get('/navigation/primary'));
    expect(tree.length).toBeGreaterThan(0);
    expect(tree.some((item) => item.children.length > 0)).toBe(true);
    const rows = api.db.prepare("SELECT id, parent_id, position FROM menu_items WHERE menu = 'primary'").all() as {
      id: number;
      parent_id: number | null;
      position: number;
    }[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    let seen = 0;
    const walk = (items: NavigationItem[], parent: number | null): void => {
      const positions = items.map((item) => byId.get(item.id)?.position ?? -1);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const item of items) {
        seen += 1;
        expect(byId.get(item.id)?.parent_id ?? null).toBe(parent);
        expect(Array.isArray(item.children)).toBe(true);
        walk(item.children, item.id);
      }
    };
    walk(tree, null);
    expect(seen).toBe(rows.length);
  });

  it('answers the logo as an absolute, served picture', async () => {
    const { logo } = expectShape(LogoSchema, await get('/assets/logo'));
    expect(logo.path).toBe(`${api.origin}/api/v1/images/logo.webp`);
    await expectServedPicture(logo.path);
  });
});
