import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installOpsFakeApi, order, type OpsFakeApi } from './ops-fake-api';
import { routePath, renderLoggedIn } from './render-app';

let api: OpsFakeApi;
beforeEach(() => {
  api = installOpsFakeApi();
  api.orders.push(
    order(1, { amountCents: 10_000, refundedCents: 2_500, refundableCents: 7_500, status: 'PARTIALLY_REFUNDED' }),
  );
});

async function openRefundDialog() {
  const { user } = await renderLoggedIn(routePath('OrderList') + '?order=1', 'root');
  const drawer = await screen.findByRole('complementary', { name: 'Order NO000001' });
  await user.click(within(drawer).getByRole('button', { name: /^Refund/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund order NO000001' });
  return { user, dialog };
}

const refundCalls = () => api.calls.filter((c) => c.path === '/admins/order-refund');

describe('refund dialog', () => {
  it('starts at the refundable rest and states amount and currency before refunding', async () => {
    const { user, dialog } = await openRefundDialog();
    const amount = within(dialog).getByLabelText('Amount to refund (CNY)');
    expect(amount).toHaveValue('75.00');
    await user.clear(amount);
    await user.type(amount, '30');
    await user.type(within(dialog).getByLabelText('Reason'), 'duplicate charge');
    await user.click(within(dialog).getByRole('button', { name: 'Review the refund' }));
    expect(within(dialog).getByTestId('refund-confirmation')).toHaveTextContent(
      'Refund CN¥30.00 (CNY) of order NO000001 to Mia 1? This moves money and cannot be undone.',
    );
    expect(refundCalls()).toHaveLength(0);
  });

  it('checks the amount and the reason before anything is sent', async () => {
    const { user, dialog } = await openRefundDialog();
    const amount = within(dialog).getByLabelText('Amount to refund (CNY)');
    await user.clear(amount);
    await user.type(amount, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Review the refund' }));
    expect(within(dialog).getByText('At most CN¥75.00 can be refunded')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.234');
    await user.click(within(dialog).getByRole('button', { name: 'Review the refund' }));
    expect(within(dialog).getByText('Enter an amount such as 12.34')).toBeInTheDocument();
    expect(refundCalls()).toHaveLength(0);
  });

  it('asks for the password on REAUTH_REQUIRED, then retries with the same idempotency key', async () => {
    const { user, dialog } = await openRefundDialog();
    const amount = within(dialog).getByLabelText('Amount to refund (CNY)');
    await user.clear(amount);
    await user.type(amount, '30');
    await user.type(within(dialog).getByLabelText('Reason'), 'duplicate charge');
    await user.click(within(dialog).getByRole('button', { name: 'Review the refund' }));
    // A double-click sends one request: the button is busy until the server answers.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Refund CN¥30.00' }));
    const password = await within(dialog).findByLabelText('Your password');
    expect(refundCalls()).toHaveLength(1);
    await user.type(password, 'wrong password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
    expect(await within(dialog).findByText('The password is incorrect')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'backoffice-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('Refunded CN¥30.00 of order NO000001')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Refund order NO000001' })).not.toBeInTheDocument(),
    );
    const [first, second] = refundCalls();
    expect(second?.body).toEqual(first?.body);
    expect(first?.body).toMatchObject({ orderId: 1, amountCents: 3_000, reason: 'duplicate charge' });
    expect(String(first?.body.idempotencyKey)).toMatch(/^refund-[A-Za-z0-9_.:-]{8,}$/);
    // The ledger in the drawer shows the new refund once the detail is fetched again.
    const ledger = await screen.findByRole('region', { name: 'Refunds' });
    expect(await within(ledger).findByText('duplicate charge')).toBeInTheDocument();
  });

  it('Enter, Enter from the amount field reviews the refund and goes back: the send is a deliberate Tab away', async () => {
    api.reauthed = true;
    const { user, dialog } = await openRefundDialog();
    await user.type(within(dialog).getByLabelText('Reason'), 'duplicate charge');
    await user.click(within(dialog).getByLabelText('Amount to refund (CNY)'));
    await user.keyboard('{Enter}');
    expect(within(dialog).getByTestId('refund-confirmation')).toHaveTextContent('Refund CN¥75.00 (CNY)');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByLabelText('Amount to refund (CNY)')).toHaveFocus();
    expect(refundCalls()).toHaveLength(0);
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Refund CN¥75.00' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Refunded CN¥75.00 of order NO000001')).toBeInTheDocument();
    expect(refundCalls()).toHaveLength(1);
  });

  it('an Enter held down in the amount field stops at the review', async () => {
    api.reauthed = true;
    const { user, dialog } = await openRefundDialog();
    await user.type(within(dialog).getByLabelText('Reason'), 'duplicate charge');
    await user.click(within(dialog).getByLabelText('Amount to refund (CNY)'));
    await user.keyboard('{Enter>4}');
    expect(within(dialog).getByTestId('refund-confirmation')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(refundCalls()).toHaveLength(0);
  });

  it('asks before Esc or Cancel drop a typed reason, even from the review step; untouched, Esc closes at once', async () => {
    const question = 'Discard the refund of order NO000001?';
    const { user } = await openRefundDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      within(await screen.findByRole('complementary', { name: 'Order NO000001' })).getByRole('button', {
        name: /^Refund/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund order NO000001' });
    await user.type(within(dialog).getByLabelText('Reason'), 'duplicate charge');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const asked = await screen.findByRole('dialog', { name: question });
    expect(within(asked).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: question })).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('duplicate charge');

    await user.click(within(dialog).getByRole('button', { name: 'Review the refund' }));
    await within(dialog).findByTestId('refund-confirmation');
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: question })).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refundCalls()).toHaveLength(0);
  });

  it('shows a 42200 under the amount with what is still refundable', async () => {
    api.reauthed = true;
    api.on('/admins/order-refund', () => ({
      code: 42200,
      data: { why: 'ABOVE_REFUNDABLE', status: 'PARTIALLY_REFUNDED', refundableCents: 2_000, currency: 'CNY' },
      msg: 'amountCents: 7500 is above the refundable 2000 (CNY)',
    }));
    const { user, dialog } = await openRefundDialog();
    await user.type(within(dialog).getByLabelText('Reason'), 'late delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Review the refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund CN¥75.00' }));
    expect(await within(dialog).findByText('Only CN¥20.00 can still be refunded')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount to refund (CNY)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens from the keyboard: R on the order drawer', async () => {
    const { user } = await renderLoggedIn(routePath('OrderList') + '?order=1', 'root');
    await screen.findByRole('complementary', { name: 'Order NO000001' });
    await screen.findByText('Mia 1', { exact: false });
    await user.keyboard('r');
    expect(await screen.findByRole('dialog', { name: 'Refund order NO000001' })).toBeInTheDocument();
  });
});
