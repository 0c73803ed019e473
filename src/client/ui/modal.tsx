import { createContext, useContext, useState, type ReactNode } from 'react';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useT } from '../i18n/use-t';
import { Button } from './button';
import { Icon } from './icons';

/** How a form inside a Modal asks to close: Cancel goes the way Esc, the backdrop and ✕ go. */
const CloseRequest = createContext<() => void>(() => undefined);

/** A question other than "what you typed will be lost": its explanation and its two answers. */
export interface DiscardText {
  question: string;
  why: string;
  go: string;
  keep: string;
}

/**
 * A centred dialog for the ops screens' forms; Esc and the backdrop close it. With `discard` (the
 * question, set while the form holds unsaved input), Esc, the backdrop, ✕ and `ModalCancel` ask it
 * first, and keeping the input is the default answer.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  wide = false,
  discard = null,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  discard?: string | DiscardText | null;
}) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const requestClose = () => (discard ? setAsking(true) : onClose());
  return (
    <Dialog open={open} onClose={requestClose} className="relative z-[60]">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[10vh]">
        <DialogPanel
          className={`w-full ${wide ? 'max-w-[640px]' : 'max-w-[460px]'} rounded-xl border border-line bg-raised p-6 shadow-2xl`}
        >
          <div className="mb-4 flex items-center justify-between gap-4">
            <DialogTitle className="text-base font-semibold text-fg">{title}</DialogTitle>
            <button
              type="button"
              onClick={requestClose}
              aria-label={t('common.close')}
              className="rounded p-1 text-fg-3 hover:bg-fill hover:text-fg"
            >
              <Icon name="x" />
            </button>
          </div>
          <CloseRequest.Provider value={requestClose}>{children}</CloseRequest.Provider>
          {asking && discard && <DiscardQuestion text={discard} onKeep={() => setAsking(false)} onDiscard={onClose} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** The Cancel of a form inside a Modal: with unsaved input it asks first, as Esc does. */
export function ModalCancel() {
  const { t } = useT();
  const requestClose = useContext(CloseRequest);
  return <Button onClick={requestClose}>{t('common.cancel')}</Button>;
}

/**
 * "Discard the new channel?" over the form. Keep editing has the focus and Esc keeps editing too:
 * a second Esc, or an Enter typed on, never drops the input. A question alone is explained as
 * typed input that would be lost.
 */
export function DiscardQuestion({
  text,
  onKeep,
  onDiscard,
}: {
  text: string | DiscardText;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useT();
  const { question, why, go, keep } =
    typeof text === 'string'
      ? { question: text, why: t('ops.discard.why'), go: t('ops.discard.go'), keep: t('ops.discard.keep') }
      : text;
  return (
    <Dialog open onClose={onKeep} className="relative z-[70]">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[16vh]">
        <DialogPanel className="w-full max-w-[400px] rounded-xl border border-line bg-raised p-6 shadow-2xl">
          <DialogTitle className="text-base font-semibold text-fg">{question}</DialogTitle>
          <Description className="mt-2 text-[13px] text-fg-2">{why}</Description>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="danger" onClick={onDiscard}>
              {go}
            </Button>
            <Button variant="primary" autoFocus onClick={onKeep}>
              {keep}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
