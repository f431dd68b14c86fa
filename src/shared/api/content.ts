import type { ApiClient } from './client.ts';
import * as s from './schemas/content.ts';

/** Every call of the content API (posts, pages, comments, menus) the storefront makes. */
export function contentEndpoints(api: ApiClient) {
  return {
    footerMenus: () => api.request('navigation/footers', s.FooterMenusSchema),
    storeInformation: () => api.request('informations', s.StoreInformationSchema),
    contact: (message: ContactInput) => api.request('contact', s.ContactResponseSchema, { json: message }),
    blogCategories: () => api.request('blogs/categories', s.BlogCategoryListSchema),
    blogCategory: (slug: string) => api.request(`blogs/categories/${encodeURIComponent(slug)}`, s.CategoryPostsSchema),
    recentPosts: () => api.request('blogs/sidebar/recents', s.RecentPostsSchema),
    tags: () => api.request('blogs/tags', s.TagListSchema),
    posts: (page = 1, perPage = 10) => api.request(`blogs/posts?page=${page}&per_page=${perPage}`, s.PostPageSchema),
    tag: (slug: string) => api.request(`blogs/tags/${encodeURIComponent(slug)}`, s.TagPostsSchema),
    post: (slug: string) => api.request(`blogs/posts/${encodeURIComponent(slug)}`, s.PostResponseSchema),
    addComment: (slug: string, comment: CommentInput) =>
      api.request(`blogs/posts/${encodeURIComponent(slug)}/comments`, s.CommentCreatedSchema, { json: comment }),
    page: (slug: string) => api.request(`pages/${encodeURIComponent(slug)}`, s.PageSchema),
  };
}

export type ContactInput = { firstname: string; lastname: string; email: string; phone: string; subject: string; message: string };
export type CommentInput = { comment: string; name: string; email: string; web: string };
