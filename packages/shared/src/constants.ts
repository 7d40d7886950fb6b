/** Business constants of docs/product.md#constants, written once for server and client. */
export const CURRENCY = 'INR';
export const TOKEN_STORAGE_KEY = 'token';
export const CART_STORAGE_KEY = 'cart';
/** A guest's wishlist hearts (product ids), merged into the account at sign-in (docs/decisions/132-wishlist-merge.md). */
export const WISHLIST_STORAGE_KEY = 'wishlist';
export const TOAST_LIFETIME_MS = 5000;
export const MAX_TOASTS = 20;
export const DEFAULT_ADD_QUANTITY = 1;
export const MIN_PASSWORD_LENGTH = 6;
export const LOW_STOCK_THRESHOLD = 10;
export const ORDER_CARD_THUMBNAILS = 5;
export const USERS_PER_PAGE = 8;
export const USER_SEARCH_DEBOUNCE_MS = 500;
export const FEATURED_CATEGORY_COUNT = 3;
export const GALLERY_COLUMNS = 4;
export const RECENT_ORDERS_COUNT = 5;
export const LOW_STOCK_LIST_COUNT = 5;
export const SALES_BARS_COUNT = 7;
export const FREE_SHIPPING_ABOVE_PAISE = 999_00;
export const COD_SHIPPING_FEE_PAISE = 100_00;
export const DEFAULT_PAYMENT_METHOD = 'cod';
/** How long an online-payment order holds its stock waiting for payment, unless configured otherwise. */
export const DEFAULT_PAYMENT_WINDOW_MINUTES = 30;
export const PAYMENT_THEME_COLOR = '#7c3aed';
export const DEFAULT_PACKAGE = { length: 10, breadth: 10, height: 10, weight: 0.5 } as const;
/** A parcel's limits (docs/product.md#validation), for the package form and the courier quotes alike. */
export const MIN_PACKAGE_SIDE_CM = 1;
export const MAX_PACKAGE_SIDE_CM = 500;
export const MIN_PACKAGE_WEIGHT_KG = 0.1;
export const MAX_PACKAGE_WEIGHT_KG = 500;
export const BILLING_COUNTRY = 'India';
export const DEFAULT_SALES_PERIOD = 'month';
export const USERS_EXPORT_FILE = 'users_export.csv';
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
