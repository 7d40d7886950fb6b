import { createContext, useContext } from 'react';

/**
 * True when the page arrived as server-rendered HTML. Such a page already shows its content, so it is not
 * swapped for a loading screen while a signed-in visitor's session loads after hydration.
 */
export const ServerRenderedContext = createContext(false);

export function useIsServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}
