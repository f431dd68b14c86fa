import type { ApiClient } from '../client.ts';
import { productEndpoints } from './product.ts';
import { searchEndpoints } from './search.ts';
import {
  AuthorListSchema,
  AuthorProductsSchema,
  BannerSchema,
  CategoryListSchema,
  CategoryProductsSchema,
  HomeSectionsSchema,
  HomeTabsSchema,
  LogoSchema,
  NavigationSchema,
  PagedProductsSchema,
  ProductSectionSchema,
  PublisherListSchema,
  PublisherProductsSchema,
  SliderSchema,
  TestimonialListSchema,
  TwoColumnBannerSchema,
} from '../schemas/catalogue.ts';

/** Catalogue calls, made at build time. */
export function catalogueEndpoints(api: ApiClient) {
  return {
    slider: () => api.request('homepage/slider', SliderSchema),
    homeTabs: () => api.request('homepage/tabs/products', HomeTabsSchema),
    oneColumnBanner: () => api.request('homepage/one-column-banner', BannerSchema),
    twoColumnBanner: () => api.request('homepage/two-column-banner', TwoColumnBannerSchema),
    homeSections: () => api.request('homepage/section/products', HomeSectionsSchema),
    recentlySold: () => api.request('homepage/recently-sold', ProductSectionSchema),
    weeklyBestSeller: () => api.request('homepage/weekly-best-seller', ProductSectionSchema),
    latestRated: () => api.request('homepage/latest-rated-product', ProductSectionSchema),
    testimonials: () => api.request('testimonials', TestimonialListSchema),
    productsPage: (page: number, perPage = 40) => api.request(`products?page=${page}&per_page=${perPage}`, PagedProductsSchema),
    ...productEndpoints(api),
    ...searchEndpoints(api),
    category: (slug: string) => api.request(`categories/${encodeURIComponent(slug)}`, CategoryProductsSchema),
    author: (id: number) => api.request(`authors/${id}`, AuthorProductsSchema),
    publisher: (slug: string) => api.request(`publishers/${encodeURIComponent(slug)}`, PublisherProductsSchema),
    authors: () => api.request('authors', AuthorListSchema),
    publishers: () => api.request('publishers', PublisherListSchema),
    categories: () => api.request('categories', CategoryListSchema),
    logo: () => api.request('assets/logo', LogoSchema),
    navigation: () => api.request('navigation/primary', NavigationSchema),
  };
}
