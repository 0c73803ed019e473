import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Order } from '#contract/api/orders';
import { ErrorCode } from '#contract/error-codes';
import { useT } from '../../i18n/use-t';
import { businessRefusal, isReauthRequired } from '../../api/call-error';
import { newIdempotencyKey } from '../../step-up/idempotency-key';
import { Modal, ModalCancel } from '../../ui/modal';
import { centsToInput, formatMoney, inputToCents } from '../../i18n/money';
import { useStepUp } from '../../step-up/use-step-up';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { sendRefund, useRefreshOrders } from './orders-api';
import { REFUSAL_TEXT, refundProblems, type RefundDraft, type RefundProblems, type RefundRefusal } from './refund-form';
import { ReasonField } from './reason-field';

interface Props {
  order: Order;
  onClose: () => void;
}

/**
 * Refund dialog of one order; mounted per opening, so each opening has its own idempotency key.
 * Once an amount or a reason is typed, Esc, a click outside and Cancel ask before dropping them.
 */
export function RefundDialog({ order, onClose }: Props) {
  const { t } = useT();
  const [unsaved, setUnsaved] = useState(false);
  return (
    <Modal
      open
      title={t('orders.refund.title', { orderNo: order.orderNo })}
      onClose={onClose}
      discard={unsaved ? t('orders.refund.discard', { orderNo: order.orderNo }) : null}
    >
      <RefundFlow order={order} onClose={onClose} onUnsaved={setUnsaved} />
    </Modal>
  );
}

function RefundFlow({ order, onClose, onUnsaved }: Props & { onUnsaved: (unsaved: boolean) => void }) {
  const { t, locale } = useT();
  const refresh = useRefreshOrders();
  const stepUp = useStepUp();
  // One key for this opening: double-clicks, retries and the re-send after a step-up all reuse it.
  const [key] = useState(() => newIdempotencyKey('refund'));
  const [refundable, setRefundable] = useState(order.refundableCents);
  const [draft, setDraft] = useState<RefundDraft>({
    amount: centsToInput(order.refundableCents, order.currency),
    reason: '',
  });
  const [problems, setProblems] = useState<RefundProblems>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const cents = inputToCents(draft.amount, order.currency) ?? 0;
  const unsaved = draft.reason.trim() !== '' || draft.amount !== centsToInput(order.refundableCents, order.currency);
  useEffect(() => onUnsaved(unsaved), [onUnsaved, unsaved]);
  const money = (c: number) => formatMoney(c, order.currency, locale);

  function review(event: FormEvent) {
    event.preventDefault();
    const found = refundProblems(draft, order.currency, refundable);
    setProblems(found);
    setRefusal(undefined);
    if (Object.keys(found).length === 0) setStep('confirm');
  }

  async function confirm() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const body = { orderId: order.id, amountCents: cents, reason: draft.reason.trim(), idempotencyKey: key };
    try {
      const reply = await stepUp.run(() =>
        sendRefund(body, (err) => isReauthRequired(err) || err.code === ErrorCode.BUSINESS_RULE),
      );
      showToast(
        'success',
        t('orders.refund.done', { amount: money(reply.refund.amountCents), orderNo: order.orderNo }),
      );
      void refresh();
      onClose();
    } catch (err) {
      const refused = businessRefusal<RefundRefusal>(err);
      if (refused) {
        // The order moved on (another refund, a replica's race): show what is left and let the admin adjust.
        setRefundable(refused.refundableCents);
        setRefusal(
          t(REFUSAL_TEXT[refused.why] ?? 'orders.refund.refused.CHANGED', {
            amount: formatMoney(refused.refundableCents, refused.currency, locale),
            status: t(`orders.status.${order.status}`),
          }),
        );
        setStep('form');
        void refresh();
      }
      // Otherwise it was toasted (or the step-up was cancelled): stay on the confirmation, so
      // pressing the button again retries with the same key.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  if (stepUp.prompt) return <>{stepUp.prompt}</>;

  if (step === 'confirm') {
    // Focus starts on Back, not on the send: Enter in the amount field and a second Enter must not
    // move money. The send is a Tab away, so it stays a keyboard act, but a deliberate one.
    return (
      <div className="flex flex-col gap-4" onKeyDownCapture={ignoreHeldEnter}>
        <p className="text-sm text-fg" data-testid="refund-confirmation">
          {t('orders.refund.confirmText', {
            amount: money(cents),
            currency: order.currency,
            orderNo: order.orderNo,
            account: order.accountNickname,
          })}
        </p>
        <p className="rounded-md bg-fill px-3 py-2 text-[13px] text-fg-2">
          {t('orders.refund.reasonLabel')}: {draft.reason.trim()}
        </p>
        <div className="flex justify-end gap-2">
          <Button autoFocus onClick={() => setStep('form')} disabled={busy}>
            {t('common.back')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
            {busy ? t('orders.refund.sending') : t('orders.refund.confirmButton', { amount: money(cents) })}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={review} noValidate className="flex flex-col gap-4" onKeyDownCapture={ignoreHeldEnter}>
      <dl className="grid grid-cols-2 gap-2 text-[13px]">
        <dt className="text-fg-3">{t('orders.field.amount')}</dt>
        <dd className="text-right text-fg">{money(order.amountCents)}</dd>
        <dt className="text-fg-3">{t('orders.field.refunded')}</dt>
        <dd className="text-right text-fg">{money(order.amountCents - refundable)}</dd>
        <dt className="text-fg-3">{t('orders.refund.refundable')}</dt>
        <dd className="text-right font-medium text-fg">{money(refundable)}</dd>
      </dl>
      <TextField
        label={t('orders.refund.amountLabel', { currency: order.currency })}
        inputMode="decimal"
        autoFocus
        value={draft.amount}
        onChange={(e) => setDraft((d) => ({ ...d, amount: e.target.value }))}
        error={refusal ?? (problems.amount ? t(problems.amount, { amount: money(refundable) }) : undefined)}
      />
      <ReasonField
        value={draft.reason}
        onChange={(reason) => setDraft((d) => ({ ...d, reason }))}
        error={problems.reason ? t(problems.reason) : undefined}
      />
      <div className="flex justify-end gap-2">
        <ModalCancel />
        <Button type="submit" variant="primary" disabled={refundable === 0}>
          {t('orders.refund.review')}
        </Button>
      </div>
    </form>
  );
}

/**
 * An Enter held down repeats: the repeats would land on the step the first press opened and press
 * its focused button. Each step answers a fresh press only.
 */
function ignoreHeldEnter(event: KeyboardEvent) {
  if (event.key === 'Enter' && event.repeat) event.preventDefault();
}
