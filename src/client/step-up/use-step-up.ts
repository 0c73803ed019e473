import { createElement, useRef, useState, type ReactNode } from 'react';
import { isReauthRequired } from '../api/call-error';
import { StepUpPrompt } from './step-up-prompt';

/** Thrown by `run` when the admin closes the password prompt instead of answering it. */
export class StepUpCancelled extends Error {
  constructor() {
    super('step-up cancelled');
    this.name = 'StepUpCancelled';
  }
}

/**
 * Step-up for sensitive calls (refunds, admin accounts): `run(send)` sends; if the server answers
 * 40300 REAUTH_REQUIRED, `prompt` becomes a password form, and once `/admins/reauth` accepts the
 * password the very same `send` runs again — same body, same idempotency key.
 */
export function useStepUp() {
  const [asking, setAsking] = useState(false);
  const pending = useRef<{ resolve: () => void; reject: (e: Error) => void } | null>(null);

  async function run<T>(send: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await send();
      } catch (err) {
        if (!isReauthRequired(err)) throw err;
        await new Promise<void>((resolve, reject) => {
          pending.current = { resolve, reject };
          setAsking(true);
        });
      }
    }
  }

  function finish(ok: boolean) {
    const p = pending.current;
    pending.current = null;
    setAsking(false);
    if (ok) p?.resolve();
    else p?.reject(new StepUpCancelled());
  }

  const prompt: ReactNode = asking
    ? createElement(StepUpPrompt, { onDone: () => finish(true), onCancel: () => finish(false) })
    : null;
  return { run, prompt, asking };
}
