import { useState } from 'react';

/**
 * A page number that belongs to one set of filters: when the filters change (a new `key`) it starts again
 * at page 1, without an effect and without a render showing the old page.
 */
export function usePageFor(key: string): [number, (page: number) => void] {
  const [state, setState] = useState({ key, page: 1 });
  const page = state.key === key ? state.page : 1;
  return [page, (next: number) => setState({ key, page: next })];
}
