import type { DeliveryIssue } from '@shop/shared/schemas/delivery-issues';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nContext, loadTranslator } from '../../lib/i18n/i18n';
import { DeliveryIssueForm } from './delivery-issue-form';

/*
 * The failed-delivery answer in Hindi (issue 39, decision 206): the days the courier can come back and the form's
 * own field messages are in the page's language, not only the labels.
 */
afterEach(cleanup);

const issue: DeliveryIssue = {
  orderId: 'o-1',
  orderNumber: 'SK-1001',
  state: 'open',
  stateText: 'Waiting for your answer',
  reason: 'Customer not available',
  attempts: 1,
  firstAttemptAt: '2026-11-28T10:00:00.000Z',
  lastAttemptAt: '2026-11-28T10:00:00.000Z',
  paymentMethod: 'cod',
  canCancel: true,
  reattemptDates: ['2026-11-30', '2026-12-01'],
  answer: null,
  problem: null,
  delivery: { phoneEnding: '3210', addressLine: '12 MG Road', city: 'Pune', pincode: '411001' },
};

async function inHindi() {
  const onAnswer = vi.fn();
  const translator = await loadTranslator('hi', ['core', 'order']);
  render(
    <I18nContext value={translator}>
      <DeliveryIssueForm issue={issue} onAnswer={onAnswer} isPending={false} failure={null} />
    </I18nContext>,
  );
  return onAnswer;
}

describe('the failed-delivery answer on a Hindi page', () => {
  it('shows the days in Hindi and refuses a short address in Hindi, sending nothing', async () => {
    const onAnswer = await inHindi();
    expect(screen.getByText(/^सोम, 30 नव/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^मेरा पता ठीक करें/));
    fireEvent.change(screen.getByLabelText(/^पता/), { target: { value: 'MG' } });
    fireEvent.click(screen.getByRole('button', { name: 'कूरियर को भेजें' }));
    expect(await screen.findByText('पूरा पता लिखें (कम से कम 5 अक्षर)', {}, { timeout: 15_000 })).toBeTruthy();
    expect(onAnswer).not.toHaveBeenCalled();
  });
});
