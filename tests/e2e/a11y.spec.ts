import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { authHeader, createAccount, openSignedIn, SHOP_API, type SignedInAccount } from './support/accounts.ts';
import { expectNoAxeViolations, expectVisibleFocus } from './support/axe.ts';
import { laterListingPage } from './support/listing-pages.ts';
import { sitePaths } from './support/site-paths.ts';

// axe runs hundreds of rules per page and the islands hydrate on a busy two-core machine
// (the home page alone took 90 s there with other builds running).
test.describe.configure({ timeout: 180_000 });

type Paths = Awaited<ReturnType<typeof sitePaths>>;
/** A page type's address; one the test cannot write down (a listing's later page) is read from the site in `page`. */
type PageType = { name: string; path: (paths: Paths, page: Page) => string | Promise<string> };

/** Every page type of the site: one route of each kind. */
const PAGE_TYPES: PageType[] = [
  { name: 'home', path: () => '/' },
  { name: 'book detail', path: (p) => p.book },
  { name: 'all books', path: () => '/books/' },
  { name: 'all books, a later page', path: (_p, page) => laterListingPage(page, '/books/') },
  { name: 'author listing', path: (p) => p.author },
  { name: 'category listing', path: (p) => p.category },
  { name: 'publisher listing', path: (p) => p.publisher },
  { name: 'search results', path: () => '/books/search/the' },
  { name: 'authors', path: () => '/authors/' },
  { name: 'publications', path: () => '/publications/' },
  { name: 'categories', path: () => '/categories/' },
  { name: 'blog', path: () => '/blog/' },
  { name: 'blog category', path: (p) => p.blogCategory },
  { name: 'blog tag', path: (p) => p.blogTag },
  { name: 'blog archive', path: (p) => p.blogArchive },
  { name: 'post', path: (p) => p.post },
  { name: 'generic page', path: () => '/page/delivery/' },
  { name: 'about', path: () => '/about/' },
  { name: 'not found', path: () => '/no-such-page/' },
  { name: 'contact', path: () => '/contact/' },
  { name: 'login', path: () => '/login/' },
  { name: 'register', path: () => '/register/' },
  { name: 'cart (empty)', path: () => '/cart/' },
  { name: 'wishlist (empty)', path: () => '/wishlist/' },
  { name: 'checkout', path: () => '/checkout/' },
  { name: 'profile', path: () => '/profile/' },
];

/** Waits until the page's islands have answered: a heading, no spinner, no request in flight. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function check(page: Page, label: string): Promise<void> {
  await settle(page);
  await expectNoAxeViolations(page, label);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user
 * would, and fails when it is not reached within `max` presses.
 */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

type ApiBook = { id: number; slug: string; name: string; in_stock: boolean; selling_price: { amount: string } };

async function inStockBooks(request: APIRequestContext, count: number): Promise<ApiBook[]> {
  const response = await request.get(`${SHOP_API}/products?per_page=40`);
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: (ApiBook & Record<string, unknown>)[] };
  return products.filter((book) => book.in_stock).slice(0, count);
}

/** Puts books in the stored cart ("books" in localStorage, as the site keeps it) and reloads. */
async function fillCart(page: Page, request: APIRequestContext, count = 2): Promise<void> {
  const response = await request.get(`${SHOP_API}/products?per_page=40`);
  const { products } = (await response.json()) as { products: (ApiBook & Record<string, unknown>)[] };
  const cart = products
    .filter((book) => book.in_stock)
    .slice(0, count)
    .map((book) => ({ ...book, quantity: 1 }));
  await page.evaluate((stored) => localStorage.setItem('books', stored), JSON.stringify(cart));
}

async function saveAddress(request: APIRequestContext, account: SignedInAccount): Promise<void> {
  const response = await request.post(`${SHOP_API}/user/addresses`, {
    headers: authHeader(account),
    data: { first_name: 'Nusrat', last_name: 'Jahan', address_1: '12 Lake Road', city: 'Dhaka', country: 'Bangladesh', zip: '1205' },
  });
  expect(response.status()).toBe(201);
}

test.describe('axe finds no WCAG 2.1 A/AA violation, signed out', () => {
  for (const type of PAGE_TYPES) {
    test(type.name, async ({ page, request }) => {
      test.slow(type.name === 'home');
      const paths = await sitePaths(request);
      await page.goto(await type.path(paths, page));
      await check(page, `${type.name} (signed out)`);
    });
  }

  test('cart (filled) and the 390 px layout with the menu drawer open', async ({ page, request }) => {
    await page.goto('/');
    await fillCart(page, request);
    await page.goto('/cart/');
    await expect(page.getByRole('table', { name: 'Books in your cart' })).toBeVisible();
    await check(page, 'cart (filled, signed out)');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/books/');
    await page.locator('summary', { hasText: 'মেনু' }).click();
    const drawer = page.getByRole('navigation', { name: 'মেনু', exact: true });
    await drawer.locator('summary', { hasText: 'লেখক' }).click();
    await expect(drawer.getByRole('link').first()).toBeVisible();
    await check(page, 'all books at 390 px, drawer and a group open');
  });

  test('a mega menu open at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Any page has the menu; a light one keeps axe quick on a busy machine.
    await page.goto('/about/');
    const mainMenu = page.getByRole('navigation', { name: 'প্রধান মেনু' });
    const trigger = mainMenu.getByRole('link', { name: 'লেখক', exact: true });
    await trigger.hover();
    const panel = mainMenu
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'লেখক', exact: true }) })
      .locator('.panel');
    await expect(panel.getByRole('link').first()).toBeVisible();
    await check(page, 'about with a mega menu open');
  });
});

/**
 * The page types whose content changes when signed in, beyond the header's user menu (which every
 * one of these shows): the cards' actions, the review and comment forms, the forms that fill in the
 * customer, and the account's own pages. The catalogue's other pages are the signed-out scans again.
 */
const SIGNED_IN_TYPES = new Set([
  'book detail',
  'all books',
  'post',
  'contact',
  'login',
  'register',
  'cart (empty)',
  'wishlist (empty)',
  'checkout',
  'profile',
]);

test.describe('axe finds no WCAG 2.1 A/AA violation, signed in', () => {
  for (const type of PAGE_TYPES.filter((candidate) => SIGNED_IN_TYPES.has(candidate.name))) {
    test(type.name, async ({ page, request }) => {
      const [paths, account] = await Promise.all([sitePaths(request), createAccount(request, 'a11y')]);
      await openSignedIn(page, account, await type.path(paths, page));
      await expect(page.locator('[data-user-menu]')).toBeVisible();
      await check(page, `${type.name} (signed in)`);
    });
  }

  test('filled cart, filled wishlist, checkout with an address, and the user menu open', async ({ page, request }) => {
    const account = await createAccount(request, 'a11y-filled');
    await saveAddress(request, account);
    const [book] = await inStockBooks(request, 1);
    if (!book) throw new Error('no book in stock');
    const wished = await request.post(`${SHOP_API}/wishlists`, { headers: authHeader(account), data: { product_id: book.id } });
    expect(wished.ok()).toBe(true);

    await openSignedIn(page, account, '/wishlist/');
    await expect(page.getByRole('main').getByRole('link', { name: book.name }).first()).toBeVisible();
    await check(page, 'wishlist (filled, signed in)');

    await fillCart(page, request);
    await page.goto('/cart/');
    await expect(page.getByRole('table', { name: 'Books in your cart' })).toBeVisible();
    await check(page, 'cart (filled, signed in)');

    await page.goto('/checkout/');
    await expect(page.getByRole('radio', { name: /Nusrat Jahan/ })).toBeChecked();
    await page.getByRole('button', { name: /Inside Dhaka/ }).click();
    await page.getByRole('button', { name: /Cash on Delivery/ }).click();
    await page.getByText('Add a new address', { exact: true }).click();
    await check(page, 'checkout (filled, choices made, new address form open)');

    await page.locator('[data-user-menu] summary').click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expectNoAxeViolations(page, 'checkout with the user menu open');
  });

  test('every profile tab, the address edit form and the delete dialog', async ({ page, request }) => {
    const account = await createAccount(request, 'a11y-profile');
    await saveAddress(request, account);
    await openSignedIn(page, account, '/profile/');
    const tabs = ['Dashboard', 'Orders', 'Download', 'Payment Method', 'Address', 'Account Details'];
    for (const name of tabs) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await check(page, `profile, ${name} tab`);
    }
    await page.getByRole('tab', { name: 'Address' }).click();
    await page.getByRole('button', { name: /^Delete the address/ }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this address?' })).toBeVisible();
    await expectNoAxeViolations(page, 'profile, address delete dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit Address' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Address' })).toBeVisible();
    await check(page, 'profile, address edit form');
  });
});

test.describe('keyboard alone', () => {
  test('adds a book to the cart from its card, opens the cart and changes the quantity', async ({ page }) => {
    await page.goto('/books/');
    const available = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
      .first();
    const title = await available.getByRole('heading').innerText();
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      .first();
    await card.getByRole('heading').getByRole('link').focus();
    await tabTo(page, card.getByRole('button', { name: 'Add to cart' }), { max: 10 });
    await expectVisibleFocus(page, card.getByRole('button', { name: 'Add to cart' }));
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'In cart ✓' })).toBeVisible();

    const cartLink = page.getByRole('banner').getByRole('link', { name: /Cart, items/ });
    await tabTo(page, cartLink, { back: true, max: 200 });
    await expectVisibleFocus(page, cartLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart\/?$/);

    const row = page.getByRole('table', { name: 'Books in your cart' }).getByRole('row').filter({ hasText: title });
    const plus = row.getByRole('button', { name: `One more “${title}”` });
    await page.keyboard.press('Tab');
    await tabTo(page, plus);
    await expectVisibleFocus(page, plus);
    await page.keyboard.press('Space');
    const quantity = row.getByRole('textbox', { name: `Quantity of “${title}”` });
    await expect(quantity).toHaveValue('2');
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('3');
    await tabTo(page, quantity, { back: true, max: 3 });
    await expectVisibleFocus(page, quantity);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    await expect(quantity).toHaveValue('5');
  });

  test('signs in', async ({ page, request }) => {
    const account = await createAccount(request, 'a11y-keys-login');
    await page.goto('/login');
    const email = page.getByRole('main').getByLabel('Email');
    await page.keyboard.press('Tab');
    await tabTo(page, email);
    await expectVisibleFocus(page, email);
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByLabel('Password')).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
    // Signing in lands on the home page, the slowest to come alive on a busy machine.
    await expect(page.locator('[data-user-menu]')).toBeVisible({ timeout: 30_000 });
  });

  test('checks out end to end: address, shipping, payment, place order, then the order in the profile', async ({ page, request }) => {
    const account = await createAccount(request, 'a11y-keys-checkout');
    await saveAddress(request, account);
    await saveAddress(request, account);
    await page.goto('/login');
    await fillCart(page, request, 2);
    await openSignedIn(page, account, '/checkout');
    await settle(page);

    const addresses = page.getByRole('radio', { name: /Nusrat Jahan/ });
    await expect(addresses).toHaveCount(2);
    await page.keyboard.press('Tab');
    await tabTo(page, addresses.first(), { max: 120 });
    await expectVisibleFocus(page, addresses.first());
    await page.keyboard.press('ArrowDown');
    await expect(addresses.nth(1)).toBeChecked();
    await expect(addresses.nth(1)).toBeFocused();

    const shipping = page.getByRole('button', { name: /Inside Dhaka/ });
    await tabTo(page, shipping);
    await expectVisibleFocus(page, shipping);
    await page.keyboard.press('Enter');
    await expect(shipping).toHaveAttribute('aria-pressed', 'true');
    const cash = page.getByRole('button', { name: /Cash on Delivery/ });
    await tabTo(page, cash);
    await page.keyboard.press('Space');
    await expect(cash).toHaveAttribute('aria-pressed', 'true');

    const place = page.getByRole('button', { name: 'Place order' });
    await tabTo(page, place);
    await expectVisibleFocus(page, place);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you. Your order has been received.' })).toBeVisible();
    await check(page, 'order confirmation');

    const orders = page.getByRole('link', { name: 'View your orders' });
    await page.keyboard.press('Tab');
    await tabTo(page, orders, { max: 120 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tab=orders/);
    const view = page.getByRole('button', { name: /^View/ }).first();
    await expect(view).toBeVisible();
    await page.keyboard.press('Tab');
    await tabTo(page, view, { max: 120 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/order=\d+/);
    await check(page, 'profile, order detail');
  });

  test('the mobile drawer opens with Enter and Escape closes it, back on its button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.locator('summary', { hasText: 'মেনু' });
    const drawer = page.getByRole('navigation', { name: 'মেনু', exact: true });
    await page.keyboard.press('Tab');
    await tabTo(page, menu, { max: 20 });
    await expectVisibleFocus(page, menu);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Tab');
    const group = drawer.locator('summary', { hasText: 'লেখক' });
    await tabTo(page, group, { max: 20 });
    await expectVisibleFocus(page, group);
    await page.keyboard.press('Enter');
    const firstAuthor = drawer.locator('details[open]').getByRole('link').first();
    await page.keyboard.press('Tab');
    await expect(firstAuthor).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('a mega menu opens on focus, Tab walks into it, Escape closes it back on its link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const mainMenu = page.getByRole('navigation', { name: 'প্রধান মেনু' });
    const trigger = mainMenu.getByRole('link', { name: 'লেখক', exact: true });
    const panel = mainMenu
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'লেখক', exact: true }) })
      .locator('.panel');
    await page.keyboard.press('Tab');
    await tabTo(page, trigger, { max: 40 });
    await expectVisibleFocus(page, trigger);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    const firstItem = panel.getByRole('link').first();
    await expect(firstItem).toBeFocused();
    await expectVisibleFocus(page, firstItem);
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(panel).toBeHidden();
    // Leaving the item and coming back opens it again.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await expect(panel).toBeVisible();
  });

  test('the user menu opens with Enter and Escape closes it, back on its button', async ({ page, request }) => {
    const account = await createAccount(request, 'a11y-keys-user');
    await openSignedIn(page, account, '/');
    const summary = page.locator('[data-user-menu] summary');
    await expect(summary).toBeVisible();
    await page.keyboard.press('Tab');
    await tabTo(page, summary, { max: 20 });
    await expectVisibleFocus(page, summary);
    await page.keyboard.press('Enter');
    const profile = page.getByRole('link', { name: 'Profile' });
    await expect(profile).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(profile).toBeFocused();
    await expectVisibleFocus(page, profile);
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test('the address delete dialog holds the focus, Escape restores it, and a delete lands on the list heading', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'a11y-keys-dialog');
    await saveAddress(request, account);
    await openSignedIn(page, account, '/profile?tab=address');
    const remove = page.getByRole('button', { name: /^Delete the address of/ });
    await expect(remove).toBeVisible();
    await page.keyboard.press('Tab');
    await tabTo(page, remove, { max: 120 });
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    const confirm = dialog.getByRole('button', { name: 'Yes, delete' });
    await expect(cancel).toBeFocused();
    await expectVisibleFocus(page, cancel);
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-toast-region]')).toContainText('Successfully deleted');
    await expect(page.getByRole('heading', { name: 'Address', exact: true })).toBeFocused();
    await expect(page.getByText(/Addresses are added at checkout/)).toBeVisible();
  });
});

test.describe('focus is always visible', () => {
  for (const width of [1280, 390]) {
    test(`the first 40 Tab stops of the home page show a ring of 3:1 or more at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await settle(page);
      for (let stop = 0; stop < 40; stop += 1) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        if ((await focused.count()) === 0) continue;
        await expectVisibleFocus(page, focused);
      }
    });
  }

  test('footer links, form fields and buttons show a ring of 3:1 or more', async ({ page }) => {
    await page.goto('/contact/');
    await settle(page);
    await page.keyboard.press('Tab');
    const controls = [
      page.getByRole('contentinfo').getByRole('link').first(),
      page.getByRole('contentinfo').getByRole('link').last(),
      page.getByRole('main').getByRole('textbox').first(),
      page.getByRole('main').getByRole('button').last(),
      page.getByRole('combobox', { name: 'বই খুঁজুন' }),
      page.getByRole('navigation', { name: 'Cart and wishlist' }).getByRole('link').last(),
    ];
    for (const control of controls) {
      await control.focus();
      await expectVisibleFocus(page, control);
    }
  });
});
