import { MAX_TOASTS } from '@shop/shared/constants';
import { describe, expect, it } from 'vitest';
import { dismissToast, enqueueToast, type Toast, toastReducer } from './toast-queue';

const toast = (id: number, type: Toast['type'] = 'info'): Toast => ({ id, type, message: `message ${id}` });

describe('toast queue', () => {
  it('appends toasts newest last', () => {
    const queue = enqueueToast(enqueueToast([], toast(1)), toast(2, 'error'));
    expect(queue.map((t) => t.id)).toEqual([1, 2]);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    let queue: Toast[] = [];
    for (let id = 1; id <= MAX_TOASTS + 5; id += 1) queue = enqueueToast(queue, toast(id));
    expect(queue).toHaveLength(MAX_TOASTS);
    expect(queue[0]?.id).toBe(6);
    expect(queue.at(-1)?.id).toBe(MAX_TOASTS + 5);
  });

  it('honours a custom limit', () => {
    const queue = [1, 2, 3].reduce<Toast[]>((q, id) => enqueueToast(q, toast(id), 2), []);
    expect(queue.map((t) => t.id)).toEqual([2, 3]);
  });

  it('dismisses one toast by id', () => {
    const queue = [toast(1), toast(2), toast(3)];
    expect(dismissToast(queue, 2).map((t) => t.id)).toEqual([1, 3]);
    expect(dismissToast(queue, 42)).toEqual(queue);
  });

  it('reducer keeps the same state object when nothing changes', () => {
    const state = [toast(1)];
    expect(toastReducer(state, { type: 'dismiss', id: 99 })).toBe(state);
    expect(toastReducer(state, { type: 'add', toast: toast(2) })).toHaveLength(2);
    expect(toastReducer(state, { type: 'clear' })).toEqual([]);
  });
});
