import { useState } from 'react';
import type { ApiToken } from '#contract/api/api-tokens';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Switch } from '../../ui/switch';
import { showToast } from '../../state/toasts';
import { revokeApiToken, useApiTokens, useRefreshApiTokens } from './api-tokens-api';
import { TokenCreateDialog } from './token-create-dialog';

/** API tokens for scripts, each acting in one role (ADMIN_ROOT). */
export function TokensPanel() {
  const { t, locale } = useT();
  const [includeEnded, setIncludeEnded] = useState(false);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const { data } = useApiTokens(includeEnded);
  const none = t('common.none');
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : none);

  return (
    <section className="flex flex-col gap-4 rounded-lg bg-surface p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-[15px] font-medium text-fg">{t('apiTokens.title')}</h2>
          <p className="text-[13px] text-fg-3">{t('apiTokens.intro')}</p>
        </div>
        <div className="flex items-center gap-3">
          <Switch checked={includeEnded} onChange={setIncludeEnded} label={t('apiTokens.showEnded')} />
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t('apiTokens.create.open')}
          </Button>
        </div>
      </div>
      {/* Room for the empty list's line before the list has come: the reference below stays put. */}
      <div className="min-h-24 overflow-x-auto">
        <table className="w-full text-left text-[13px]">
          <thead className="text-fg-3">
            <tr>
              <th className="p-2 font-normal">{t('apiTokens.field.name')}</th>
              <th className="p-2 font-normal">{t('apiTokens.field.hint')}</th>
              <th className="p-2 font-normal">{t('apiTokens.field.role')}</th>
              <th className="p-2 font-normal">{t('apiTokens.field.createdBy')}</th>
              <th className="p-2 font-normal">{t('apiTokens.field.expiresAt')}</th>
              <th className="p-2 font-normal">{t('apiTokens.field.lastUsedAt')}</th>
              <th className="p-2 font-normal">{t('apiTokens.field.state')}</th>
              <th className="p-2 font-normal">
                <span className="sr-only">{t('apiTokens.field.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.list.map((token) => (
              <tr key={token.id} className="border-t border-line text-fg">
                <td className="p-2">{token.name}</td>
                <td className="p-2 font-mono">{token.hint}…</td>
                <td className="p-2">{t(`role.${token.role}`)}</td>
                <td className="p-2">{token.createdByUsername}</td>
                <td className="p-2">{when(token.expiresAt)}</td>
                <td className="p-2">{when(token.lastUsedAt)}</td>
                <td className="p-2">
                  {t(`apiTokens.state.${token.state}`)}
                  {token.revokedReason && token.revokedReason !== 'REVOKED' && (
                    <span className="block text-xs text-fg-3">
                      {t(`apiTokens.revokedReason.${token.revokedReason}`)}
                    </span>
                  )}
                </td>
                <td className="p-2 text-right">
                  {token.state !== 'REVOKED' && (
                    <Button size="sm" variant="danger" onClick={() => setRevoking(token)}>
                      {t('apiTokens.revoke.open')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data?.list.length === 0 && <p className="p-4 text-center text-[13px] text-fg-3">{t('apiTokens.empty')}</p>}
      </div>
      {creating && <TokenCreateDialog onClose={() => setCreating(false)} />}
      {revoking && <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />}
    </section>
  );
}

function RevokeDialog({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const { t } = useT();
  const refresh = useRefreshApiTokens();
  const [busy, setBusy] = useState(false);

  async function revoke() {
    setBusy(true);
    try {
      await revokeApiToken(token.id);
      showToast('success', t('apiTokens.revoke.done', { name: token.name }));
      void refresh();
      onClose();
    } catch {
      // Toasted by the fetcher.
      setBusy(false);
    }
  }

  return (
    <Modal open title={t('apiTokens.revoke.title', { name: token.name })} onClose={onClose}>
      <p className="mb-4 text-[13px] text-fg-2">{t('apiTokens.revoke.body')}</p>
      <div className="flex justify-end gap-2">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="danger" disabled={busy} onClick={() => void revoke()}>
          {t('apiTokens.revoke.submit')}
        </Button>
      </div>
    </Modal>
  );
}
