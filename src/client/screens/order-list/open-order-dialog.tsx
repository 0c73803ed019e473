import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { findOrderByNo } from './orders-api';

/** "Open order by number…" from the palette: type the number, Enter opens its detail. */
export function OpenOrderDialog({ onOpen, onClose }: { onOpen: (id: number) => void; onClose: () => void }) {
  const { t } = useT();
  const [orderNo, setOrderNo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = orderNo.trim();
    if (!value) {
      setError(t('orders.open.required'));
      return;
    }
    setBusy(true);
    try {
      const detail = await findOrderByNo(value);
      onOpen(detail.order.id);
    } catch {
      // The fetcher toasted why (no such order); the admin can correct the number.
      setBusy(false);
    }
  }

  return (
    <Modal open title={t('orders.open.title')} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('orders.field.orderNo')}
          autoFocus
          value={orderNo}
          onChange={(e) => setOrderNo(e.target.value)}
          error={error}
          autoComplete="off"
        />
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {t('orders.open.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
