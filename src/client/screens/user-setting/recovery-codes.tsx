import { useT } from '../../i18n/use-t';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';

/** The recovery codes, shown once right after enrolment: copy them or save them as a file. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useT();
  const text = codes.join('\n') + '\n';

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      showToast('success', t('userSetting.mfa.copied'));
    } catch {
      showToast('error', t('userSetting.mfa.copyFailed'));
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'backoffice-recovery-codes.txt';
    link.click();
    // The click has started the download; the URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <div className="flex flex-col gap-3 rounded-md border border-warning/40 bg-warning/10 p-3 text-fg">
      <p>{t('userSetting.mfa.recoveryIntro')}</p>
      <ol aria-label={t('userSetting.mfa.recoveryTitle')} className="grid gap-1 font-mono sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex gap-2">
        <Button onClick={() => void copy()}>{t('userSetting.mfa.copy')}</Button>
        <Button onClick={download}>{t('userSetting.mfa.download')}</Button>
        <Button variant="primary" onClick={onDone}>
          {t('userSetting.mfa.saved')}
        </Button>
      </div>
    </div>
  );
}
