import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast/toast-provider';
import type { Order } from '../types';
import { OrderOperations } from './order-operations';

// Cancel-and-refund asks first (issue 35): nothing is sent until the admin confirms, and the question names
// the refund.

const ORDER_ID = '5f0c7a52-3b1e-4d2a-9c41-0a1b2c3d1024';

function paidOrder(): Order {
  // Only the fields the operations read; the rest of an order does not matter here.
  return {
    _id: ORDER_ID,
    orderNumber: '2C3D1024',
    status: 'pending',
    paymentMethod: 'razorpay',
    paymentStatus: 'paid',
    total: 1599,
    confirmedAt: null,
  } as unknown as Order;
}

function fakeServer() {
  const cancels: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (input === `/api/orders/${ORDER_ID}/admin-cancel` && init.method === 'POST') {
        cancels.push(JSON.parse(init.body as string));
        const order = { ...paidOrder(), status: 'cancelled', paymentStatus: 'refunded' };
        return new Response(JSON.stringify({ order }), { headers: { 'content-type': 'application/json' } });
      }
      return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }),
  );
  return cancels;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrderOperations', () => {
  it('asks before cancelling a paid order, naming the refund; "Keep the order" sends nothing', async () => {
    const cancels = fakeServer();
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <OrderOperations order={paidOrder()} onDone={onDone} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Reason for cancelling'), { target: { value: 'Out of stock' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));

    const question = await screen.findByRole('dialog', { name: 'Cancel order #2C3D1024?' });
    expect(question.textContent).toContain('₹1,599.00 paid online is refunded to them. This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel and refund ₹1,599.00' }));
    await waitFor(() => expect(cancels).toEqual([{ reason: 'Out of stock' }]));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
