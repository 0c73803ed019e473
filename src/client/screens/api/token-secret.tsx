import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { showToast } from '../../state/toasts';

/**
 * The new token's secret: the only time anyone sees it, so it says so and offers a copy. A copy by
 * the button or by hand (the field's copy event) is told to the dialog, which then closes without asking.
 */
export function TokenSecret({ secret, onCopied }: { secret: string; onCopied: () => void }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      onCopied();
    } catch {
      // No clipboard permission (an insecure origin): the field stays selectable by hand.
      showToast('error', t('apiTokens.secret.copyFailed'));
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p role="alert" className="rounded-md bg-warning/10 p-3 text-[13px] text-fg">
        {t('apiTokens.secret.once')}
      </p>
      <label className="text-[13px] text-fg-2" htmlFor="api-token-secret">
        {t('apiTokens.secret.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="api-token-secret"
          readOnly
          value={secret}
          onFocus={(e) => e.target.select()}
          onCopy={onCopied}
          className="h-9 min-w-0 flex-1 rounded-md border border-line bg-surface px-3 font-mono text-[13px] text-fg"
        />
        <Button onClick={() => void copy()}>
          {copied ? t('apiTokens.secret.copied') : t('apiTokens.secret.copy')}
        </Button>
      </div>
    </div>
  );
}
