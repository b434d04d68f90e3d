/** Request headers the proxy sets so server layouts know the address (they have no pathname of their own). */
export const PATH_HEADER = 'x-tribo-path'
export const SEARCH_HEADER = 'x-tribo-search'
