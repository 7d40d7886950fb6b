import { MAX_TOASTS, TOAST_LIFETIME_MS } from '@shop/shared/constants';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function wrapper({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}

describe('useToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the four types and removes each after the toast lifetime', () => {
    const { result } = renderHook(() => useToast(), { wrapper });
    act(() => {
      result.current.success('Profile updated successfully');
      result.current.error('Failed to fetch orders');
      result.current.warning('Only 2 left');
      result.current.info('Order update email sent');
    });
    expect(screen.getByText('Profile updated successfully')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch orders');
    expect(screen.getAllByRole('status')).toHaveLength(3);

    act(() => {
      vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1);
    });
    expect(screen.queryByText('Profile updated successfully')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Profile updated successfully')).toBeNull();
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  it('replaces an earlier failure of the same action with its success, and leaves other actions alone', () => {
    const { result } = renderHook(() => ({ save: useToast('profile.save'), other: useToast() }), { wrapper });
    act(() => {
      result.current.save.error('Failed to update profile');
      result.current.other.error('Failed to fetch orders');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    act(() => {
      result.current.save.success('Profile updated successfully');
    });
    expect(screen.queryByText('Failed to update profile')).toBeNull();
    expect(screen.getByText('Profile updated successfully')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch orders');

    act(() => {
      result.current.other.success('Copied', { key: 'share' });
      result.current.other.error('Could not copy', { key: 'share' });
    });
    expect(screen.queryByText('Copied')).toBeNull();
    expect(screen.getByText('Could not copy')).toBeTruthy();
  });

  it('sits below the 4rem sticky header, so it never covers it on a phone', () => {
    const { result } = renderHook(() => useToast(), { wrapper });
    act(() => {
      result.current.info('Hello');
    });
    expect(screen.getByRole('region', { name: 'Notifications' }).className).toContain('top-[4.5rem]');
  });

  it('closes a toast from its close button', () => {
    const { result } = renderHook(() => useToast(), { wrapper });
    act(() => {
      result.current.info('Hello');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it(`keeps at most ${MAX_TOASTS} on screen`, () => {
    const { result } = renderHook(() => useToast(), { wrapper });
    act(() => {
      for (let i = 1; i <= MAX_TOASTS + 3; i += 1) result.current.info(`Toast ${i}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(MAX_TOASTS);
    expect(screen.queryByText('Toast 1')).toBeNull();
    expect(screen.getByText(`Toast ${MAX_TOASTS + 3}`)).toBeTruthy();
  });

  it('returns a stable api object across renders', () => {
    const { result, rerender } = renderHook(() => useToast(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/ToastProvider/);
  });
});

function Probe() {
  useToast();
  return null;
}
