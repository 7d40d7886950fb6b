/**
 * What the web's API client says when no answer came. A module of its own: every page's first JavaScript carries
 * it, and the shopper message catalogue words it in Hindi (docs/decisions/203).
 */
export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Please check your connection and try again.';
