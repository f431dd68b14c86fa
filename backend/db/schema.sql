-- The local API's database. Money is whole paisa (INTEGER) everywhere; the API
-- turns it into "350.00" strings on the way out. Times are ISO-8601 UTC text.
PRAGMA foreign_keys = ON;

CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- ---- catalogue ----
CREATE TABLE IF NOT EXISTS authors (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_en TEXT NOT NULL, slug TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS publishers (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  publisher_id INTEGER NOT NULL REFERENCES publishers(id),
  price INTEGER NOT NULL CHECK (price > 0),
  special_price INTEGER CHECK (special_price IS NULL OR (special_price > 0 AND special_price < price)),
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  language TEXT NOT NULL CHECK (language IN ('Bangla', 'English')),
  description TEXT NOT NULL DEFAULT '',
  isbn TEXT NOT NULL,
  pages INTEGER NOT NULL,
  edition TEXT NOT NULL,
  country TEXT NOT NULL,
  year INTEGER,
  sold_count INTEGER NOT NULL DEFAULT 0,
  last_sold_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- Look inside: how many of the book's first pages it shows (lib/preview-pages.ts); 0 for none.
  preview_pages INTEGER NOT NULL DEFAULT 0 CHECK (preview_pages BETWEEN 0 AND 12)
);
CREATE INDEX IF NOT EXISTS products_publisher ON products(publisher_id);
CREATE INDEX IF NOT EXISTS products_created ON products(created_at);
-- Best sellers first (the home block, related books): read in order, never sorted.
CREATE INDEX IF NOT EXISTS products_sold ON products(sold_count DESC, id);
CREATE TABLE IF NOT EXISTS product_authors (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  author_id INTEGER NOT NULL REFERENCES authors(id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, author_id)
);
CREATE INDEX IF NOT EXISTS product_authors_author ON product_authors(author_id);
CREATE TABLE IF NOT EXISTS product_categories (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX IF NOT EXISTS product_categories_category ON product_categories(category_id);
CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id),
  reviewer_name TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reviews_product ON reviews(product_id);
-- One review per customer per book: the unique index reviews_one_per_customer on
-- (product_id, user_id) is made by db/upgrade.ts, which first removes the later
-- duplicates a database made before it may hold (decision 0016).

-- ---- home page ----
CREATE TABLE IF NOT EXISTS slides (
  id INTEGER PRIMARY KEY, file TEXT NOT NULL, caption_1 TEXT NOT NULL, caption_2 TEXT NOT NULL,
  call_to_action_text TEXT NOT NULL, call_to_action_url TEXT NOT NULL, position INTEGER NOT NULL
);
-- kind: 'one' (one-column banner), 'two_one' and 'two_two' (two-column banner)
CREATE TABLE IF NOT EXISTS banners (kind TEXT PRIMARY KEY, file TEXT NOT NULL, url TEXT NOT NULL);
-- key: tab_one..tab_three, section_one..section_twelve
CREATE TABLE IF NOT EXISTS home_sections (key TEXT PRIMARY KEY, title TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS home_section_products (
  section_key TEXT NOT NULL REFERENCES home_sections(key),
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (section_key, product_id)
);
CREATE TABLE IF NOT EXISTS testimonials (id INTEGER PRIMARY KEY, text TEXT NOT NULL, name TEXT NOT NULL);

-- menu: 'primary', 'footer_menu_one', 'footer_menu_two', 'footer_menu_three'
CREATE TABLE IF NOT EXISTS menus (key TEXT PRIMARY KEY, title TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS menu_items (
  id INTEGER PRIMARY KEY,
  menu TEXT NOT NULL REFERENCES menus(key),
  parent_id INTEGER REFERENCES menu_items(id),
  name TEXT NOT NULL, type TEXT NOT NULL, url TEXT NOT NULL, position INTEGER NOT NULL
);

-- ---- customers ----
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL, last_name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  phone TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);
-- Only the SHA-256 of a token is stored: a leaked database yields no usable session.
CREATE TABLE IF NOT EXISTS tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL, expires_at TEXT NOT NULL, revoked_at TEXT
);
CREATE TABLE IF NOT EXISTS wishlist_items (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, product_id)
);
CREATE TABLE IF NOT EXISTS addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  first_name TEXT NOT NULL, last_name TEXT NOT NULL, address_1 TEXT NOT NULL, city TEXT NOT NULL,
  zip TEXT NOT NULL, country_name TEXT NOT NULL, state_name TEXT NOT NULL DEFAULT '',
  deleted_at TEXT
);
-- per_customer_limit: how many of one customer's orders (not cancelled) may use the coupon; NULL for no limit.
-- Databases made earlier get it from db/upgrade.ts.
CREATE TABLE IF NOT EXISTS coupons (
  code TEXT PRIMARY KEY COLLATE NOCASE, minimum_spend INTEGER NOT NULL, value INTEGER NOT NULL, active INTEGER NOT NULL DEFAULT 1,
  per_customer_limit INTEGER CHECK (per_customer_limit IS NULL OR per_customer_limit > 0)
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  status TEXT NOT NULL,
  billing_first_name TEXT NOT NULL, billing_last_name TEXT NOT NULL,
  shipping_address_id INTEGER NOT NULL,
  shipping_address_1 TEXT NOT NULL, shipping_city TEXT NOT NULL, shipping_zip TEXT NOT NULL, shipping_country TEXT NOT NULL,
  customer_email TEXT NOT NULL, customer_phone TEXT NOT NULL,
  shipping_method TEXT NOT NULL, payment_method TEXT NOT NULL, coupon_code TEXT,
  sub_total INTEGER NOT NULL, shipping_cost INTEGER NOT NULL, discount INTEGER NOT NULL, total INTEGER NOT NULL,
  idempotency_key TEXT,
  -- SHA-256 of the canonical JSON of the request body sent with the key (lib/idempotency.ts);
  -- NULL for orders placed before it was kept. Databases made earlier get it from db/upgrade.ts.
  idempotency_fingerprint TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE TABLE IF NOT EXISTS order_lines (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  name TEXT NOT NULL, slug TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0), unit_price INTEGER NOT NULL, line_total INTEGER NOT NULL,
  PRIMARY KEY (order_id, product_id)
);

-- ---- content ----
CREATE TABLE IF NOT EXISTS blog_categories (id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS posts (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, author TEXT NOT NULL,
  image TEXT, markdown TEXT NOT NULL, html TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS post_categories (
  post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES blog_categories(id),
  PRIMARY KEY (post_id, category_id)
);
CREATE TABLE IF NOT EXISTS post_tags (
  post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags(id),
  PRIMARY KEY (post_id, tag_id)
);
CREATE TABLE IF NOT EXISTS comments (
  id INTEGER PRIMARY KEY,
  post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  name TEXT NOT NULL, email TEXT NOT NULL, web TEXT NOT NULL DEFAULT '', comment TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS comments_post ON comments(post_id);
CREATE TABLE IF NOT EXISTS pages (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, image TEXT, markdown TEXT NOT NULL, html TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS contact_messages (
  id INTEGER PRIMARY KEY, firstname TEXT NOT NULL, lastname TEXT NOT NULL, email TEXT NOT NULL,
  phone TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL, created_at TEXT NOT NULL
);

-- ---- tell me when it is back (lib/restock-requests.ts) ----
-- A reader's ask to be told when a book out of stock returns. Met (met_at) when
-- its stock goes from 0 to more; a met request stays, for the reader's account.
CREATE TABLE IF NOT EXISTS restock_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  met_at TEXT
);
-- One open request per reader and book: asking again changes nothing.
CREATE UNIQUE INDEX IF NOT EXISTS restock_requests_open ON restock_requests(user_id, product_id) WHERE met_at IS NULL;
CREATE INDEX IF NOT EXISTS restock_requests_waiting ON restock_requests(product_id) WHERE met_at IS NULL;
-- The messages a real shop's email or SMS sender would read and send (sent_at
-- when it has): this API only writes them. A restock message per met request.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  created_at TEXT NOT NULL,
  sent_at TEXT
);
-- Stock back (a staff write, or any other): every open request for the book is
-- met and gets its message, in the write's own transaction, whatever wrote it.
CREATE TRIGGER IF NOT EXISTS restock_met AFTER UPDATE OF stock ON products
WHEN OLD.stock = 0 AND NEW.stock > 0
BEGIN
  INSERT INTO outbox (kind, user_id, payload, created_at)
    SELECT 'restock', r.user_id,
           json_object('request_id', r.id, 'product_id', NEW.id, 'slug', NEW.slug, 'name', NEW.name,
                       'first_name', u.first_name, 'email', u.email, 'phone', u.phone),
           strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      FROM restock_requests r JOIN users u ON u.id = r.user_id
     WHERE r.product_id = NEW.id AND r.met_at IS NULL
     ORDER BY r.id;
  UPDATE restock_requests SET met_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE product_id = NEW.id AND met_at IS NULL;
END;

-- ---- change feed ----
-- Every write to site content (catalogue, reviews, blog, pages, menus, home
-- page, settings) adds rows here inside its own transaction: the triggers that
-- db/change-triggers.ts installs do it, so no code path can forget. Customers,
-- tokens, addresses, wishlists, coupons, contact messages and orders are not
-- site content and record nothing (an order's stock change on products does).
-- AUTOINCREMENT: a seq is never reused, even after seeding empties the log or
-- old rows are pruned, so a client's cursor can never point at a different change.
CREATE TABLE IF NOT EXISTS changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('created', 'updated', 'deleted')),
  id INTEGER,
  slug TEXT,
  fields TEXT NOT NULL DEFAULT '[]',
  at TEXT NOT NULL
);
-- This database's feed id, made once: a cursor from another database (or a
-- reseeded one) names another feed and is answered with a reset.
INSERT OR IGNORE INTO settings (key, value) VALUES ('feed_id', lower(hex(randomblob(6))));
