import { useState, type FormEvent } from 'react';
import type { SavedView, SavedViewState } from '#contract/api/saved-views';
import { SAVED_VIEW_NAME_MAX, type SavedViewList } from '#contract/saved-view-lists';
import { validationField } from '../api/call-error';
import { ruleText } from '../i18n/rule-text';
import { useT } from '../i18n/use-t';
import { session } from '../state/session';
import { showToast } from '../state/toasts';
import { Button } from '../ui/button';
import { Modal, ModalCancel } from '../ui/modal';
import { Switch } from '../ui/switch';
import { TextField } from '../ui/text-field';
import { saveView, useRefreshViews } from './views-api';

/**
 * Saves what the list shows now under a name. Saving under the name of one of the caller's own
 * views of this list replaces it, so "save again" after changing a filter needs no other verb.
 */
export function SaveViewDialog({
  list,
  state,
  views,
  onClose,
}: {
  list: SavedViewList;
  state: SavedViewState;
  /** The views of this list the caller sees. */
  views: readonly SavedView[];
  onClose: () => void;
}) {
  const { t } = useT();
  const refresh = useRefreshViews();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const me = session.info?.id;
  const own = (n: string) => views.find((v) => v.ownerId === me && v.list === list && v.name === n.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(ruleText('is required'));
    setBusy(true);
    const replaced = own(trimmed);
    try {
      const view = await saveView({ ...(replaced ? { id: replaced.id } : {}), list, name: trimmed, state, shared });
      await refresh();
      showToast('success', t('views.saved', { name: view.name }));
      onClose();
    } catch (err) {
      const invalid = validationField(err);
      if (invalid) setError(invalid.rule);
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('views.dialog.title')}
      onClose={onClose}
      discard={name.trim() || shared ? t('views.dialog.discard') : null}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t('views.dialog.name')}
          value={name}
          maxLength={SAVED_VIEW_NAME_MAX}
          autoFocus
          autoComplete="off"
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint={t('views.dialog.nameHint')}
        />
        <Switch
          label={t('views.dialog.shared')}
          hint={t('views.dialog.sharedHint')}
          checked={shared}
          onChange={setShared}
        />
        <div className="mt-2 flex justify-end gap-2">
          <ModalCancel />
          <Button type="submit" variant="primary" disabled={busy}>
            {t('views.dialog.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
