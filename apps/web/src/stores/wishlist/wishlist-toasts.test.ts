import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToastApi } from '../../components/ui/toast/toast-context';
import { toggleWishlist } from './wishlist-api';

/** A heart's toast in the page's language (issue 39): a Hindi page said "Saved to your wishlist". */
function fakeToast() {
  const said: string[] = [];
  const record = (message: string) => said.push(message);
  const toast: ToastApi = {
    success: record,
    error: record,
    warning: record,
    info: record,
    show: (_type, message) => record(message),
    dismiss: vi.fn(),
  };
  return { toast, said };
}

afterEach(() => localStorage.clear());

describe("the wishlist's toasts", () => {
  it('say a guest heart in Hindi on a Hindi page, and its removal', async () => {
    const { toast, said } = fakeToast();
    const common = { isSignedIn: false, queryClient: new QueryClient(), toast, locale: 'hi' as const };
    await toggleWishlist({ ...common, productId: 'p-1', ids: [] });
    await toggleWishlist({ ...common, productId: 'p-1', ids: ['p-1'] });
    expect(said).toEqual(['आपकी विशलिस्ट में सेव हो गया', 'आपकी विशलिस्ट से हटा दिया गया']);
  });

  it('say it in English on an English page', async () => {
    const { toast, said } = fakeToast();
    await toggleWishlist({
      isSignedIn: false,
      queryClient: new QueryClient(),
      toast,
      locale: 'en',
      productId: 'p-2',
      ids: [],
    });
    expect(said).toEqual(['Saved to your wishlist']);
  });
});
