import { useEffect, useState, type FormEvent } from 'react';
import { ORDER_STATUSES, PAY_METHODS } from '../../../contract/entities';
import { useT } from '../../i18n/use-t';
import { PAGE_FILTER_ATTR } from '../../palette/focus-filter';
import { SelectField } from '../../ops/select-field';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { FILTER_PARAMS, type FilterParam, type FilterValues } from './order-filters';

const EMPTY = Object.fromEntries(FILTER_PARAMS.map((p) => [p, ''])) as FilterValues;

/** The order filters of the contract; Enter or "Search" writes them to the URL. */
export function OrderFilterBar({ values, onApply }: { values: FilterValues; onApply: (v: FilterValues) => void }) {
  const { t } = useT();
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const set = (p: FilterParam) => (value: string) => setDraft((d) => ({ ...d, [p]: value }));
  const text = (p: FilterParam, label: string, extra: Record<string, string> = {}) => (
    <TextField label={label} value={draft[p]} onChange={(e) => set(p)(e.target.value)} autoComplete="off" {...extra} />
  );
  const any = { value: '', label: t('orders.filter.any') };

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form onSubmit={submit} className="grid grid-cols-2 gap-3 rounded-lg bg-surface p-4 md:grid-cols-4 xl:grid-cols-6" aria-label={t('orders.filter.title')}>
      {text('orderNo', t('orders.field.orderNo'), { [PAGE_FILTER_ATTR]: '' })}
      {text('accountId', t('orders.field.accountId'), { inputMode: 'numeric' })}
      <SelectField label={t('orders.field.status')} value={draft.status} onChange={set('status')} options={[any, ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))]} />
      <SelectField label={t('orders.field.payMethod')} value={draft.payMethod} onChange={set('payMethod')} options={[any, ...PAY_METHODS.map((m) => ({ value: m, label: t(`orders.payMethod.${m}`) }))]} />
      <SelectField
        label={t('orders.field.renewal')}
        value={draft.renewal}
        onChange={set('renewal')}
        options={[any, { value: 'true', label: t('common.yes') }, { value: 'false', label: t('common.no') }]}
      />
      {text('product', t('orders.field.product'))}
      {text('channel', t('orders.field.channel'))}
      {text('currency', t('orders.field.currency'), { placeholder: 'CNY', maxLength: '3' })}
      {text('paidFrom', t('orders.filter.paidFrom'), { type: 'date' })}
      {text('paidTo', t('orders.filter.paidTo'), { type: 'date' })}
      {text('amountMin', t('orders.filter.amountMin'), { inputMode: 'decimal' })}
      {text('amountMax', t('orders.filter.amountMax'), { inputMode: 'decimal' })}
      <div className="col-span-full flex justify-end gap-2">
        <Button onClick={() => onApply(EMPTY)}>{t('orders.filter.reset')}</Button>
        <Button type="submit" variant="primary">{t('orders.filter.search')}</Button>
      </div>
    </form>
  );
}
