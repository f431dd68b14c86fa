/**
 * Page sizes of the build's list reads. The rebuild's fetch phase requests the
 * very same URLs so the build finds them in its cache: keep them in one place.
 */
export const PRODUCT_LIST_PAGE_SIZE = 200;
export const POST_LIST_PAGE_SIZE = 100;
