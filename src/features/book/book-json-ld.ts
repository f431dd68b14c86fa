import type { ProductDetail } from '#shared/api/schemas/shop.ts';
import { authorListingPath, bookPath, publisherListingPath } from '#shared/links.ts';
import { htmlToText } from '#shared/text.ts';
import { pathInLocale, type Locale } from '#shared/i18n/locale.ts';

/**
 * The schema.org Book of a book page, typed Product as well so that search
 * engines show its price and availability: its offer in BDT (price as the amount
 * string, availability), authors, publisher, ISBN, and the aggregate rating when
 * there are reviews. Its links are the page's own interface's pages.
 */
export function bookJsonLd(product: ProductDetail, site: URL, locale: Locale = 'en'): Record<string, unknown> {
  const link = (path: string) => new URL(pathInLocale(path, locale), site).href;
  const url = link(bookPath(product.slug));
  const attribute = (name: string): string | undefined =>
    product.attributes.find((a) => a.name.toLowerCase() === name.toLowerCase())?.value;
  const isbn = attribute('ISBN');
  const isbnDigits = isbn?.replace(/\D/g, '');
  const pages = Number(attribute('Pages'));
  const edition = attribute('Edition');
  const ratings = product.reviews.map((review) => review.rating);
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / (ratings.length || 1);

  return {
    '@context': 'https://schema.org',
    '@type': ['Book', 'Product'],
    '@id': url,
    url,
    name: product.name,
    ...(product.name_en && product.name_en !== product.name ? { alternateName: product.name_en } : {}),
    image: product.base_image.path,
    description: htmlToText(product.description),
    inLanguage: product.language === 'English' ? 'en' : 'bn',
    ...(isbn ? { isbn } : {}),
    // An ISBN-13 is the book's GTIN: what a shopping result matches offers by.
    ...(isbnDigits?.length === 13 ? { gtin13: isbnDigits } : {}),
    sku: product.slug,
    ...(Number.isInteger(pages) && pages > 0 ? { numberOfPages: pages } : {}),
    ...(edition ? { bookEdition: edition } : {}),
    author: product.writers.map((writer) => ({
      '@type': 'Person',
      name: writer.name,
      url: link(authorListingPath(writer.id, writer.name)),
    })),
    publisher: {
      '@type': 'Organization',
      name: product.publisher.name,
      url: link(publisherListingPath(product.publisher.slug)),
    },
    genre: product.categories.map((category) => category.name),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'BDT',
      price: product.selling_price.amount,
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(ratings.length > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(mean * 10) / 10,
            reviewCount: ratings.length,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
