/**
 * The Graph API version the shop calls (Meta supports each version for about two years; v24.0 was current in
 * late 2025, e.g. fabrahaingo/joel `WHATSAPP_API_VERSION = "v24.0"`). One place to move it forward.
 */
export const GRAPH_API_VERSION = 'v24.0';
