/** Marks what the server put into <head>, so the browser can drop page-specific tags on navigation. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
