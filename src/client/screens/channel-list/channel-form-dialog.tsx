import { useState, type FormEvent } from 'react';
import type { ApkChannel } from '#contract/api/channels';
import { ErrorCode } from '#contract/error-codes';
import { useT } from '../../i18n/use-t';
import { isConflict, isReauthRequired, validationField } from '../../api/call-error';
import { useStepUp } from '../../step-up/use-step-up';
import { Modal, ModalCancel } from '../../ui/modal';
import { draftChanged } from '../../ui/draft-changed';
import { ruleText } from '../../i18n/rule-text';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { TextField } from '../../ui/text-field';
import {
  channelErrors,
  channelFieldError,
  draftOf,
  EMPTY_CHANNEL,
  type ChannelDraft,
  type ChannelErrors,
  type ChannelField,
} from './channel-form';
import { saveChannel, useRefreshChannels } from './channels-api';
import { NoteField } from './note-field';

/** Create a channel (`channel` null) or edit one; messages are the contract's rules, inline. */
export function ChannelFormDialog({ channel, onClose }: { channel: ApkChannel | null; onClose: () => void }) {
  const { t } = useT();
  const refresh = useRefreshChannels();
  const [base, setBase] = useState(channel);
  const [draft, setDraft] = useState<ChannelDraft>(channel ? draftOf(channel) : EMPTY_CHANNEL);
  const [errors, setErrors] = useState<ChannelErrors>({});
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  // Creating a channel or changing its download URL needs a fresh password re-entry.
  const stepUp = useStepUp();
  const editing = base !== null;
  // Against what the form last showed: after a conflict, the other admin's version is the start.
  const unsaved = draftChanged(draft, base ? draftOf(base) : EMPTY_CHANNEL);

  function change<F extends ChannelField>(field: F, value: ChannelDraft[F]) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    // Once a field shows a message it follows the typing, so it clears as soon as the value is right.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: channelFieldError(field, next) }));
  }
  const blur = (field: ChannelField) => () => setErrors((e) => ({ ...e, [field]: channelFieldError(field, draft) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = channelErrors(draft, editing);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const fields = { ...draft, code: draft.code.trim() };
    const body = base ? { ...fields, id: base.id, expectedVersion: base.rowVersion, code: base.code } : fields;
    try {
      const reply = await stepUp.run(() =>
        saveChannel(
          body,
          (err) =>
            (err.code === ErrorCode.VALIDATION && !!validationField(err)) || isConflict(err) || isReauthRequired(err),
        ),
      );
      showToast(
        'success',
        t(reply.created ? 'channels.form.created' : 'channels.form.saved', { code: reply.channel.code }),
      );
      void refresh();
      onClose();
    } catch (err) {
      const invalid = validationField(err);
      if (invalid) setErrors((e) => ({ ...e, [invalid.field]: ruleText(invalid.rule) }));
      const current = isConflict(err) ? (err.data as { channel?: ApkChannel } | null)?.channel : undefined;
      if (current) {
        // Someone saved first: show their version; saving again is then a deliberate overwrite.
        setBase(current);
        setDraft(draftOf(current));
        setConflict(true);
        void refresh();
      }
      setBusy(false);
    }
  }

  const field = (
    name: Exclude<ChannelField, 'enabled' | 'note'>,
    extra: { hint?: string; disabled?: boolean; inputMode?: 'url'; autoFocus?: boolean } = {},
  ) => (
    <TextField
      label={t(`channels.field.${name}`)}
      value={draft[name]}
      onChange={(e) => change(name, e.target.value)}
      onBlur={blur(name)}
      error={errors[name]}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <Modal
      open
      title={editing ? t('channels.form.editTitle', { code: base.code }) : t('channels.form.createTitle')}
      onClose={onClose}
      discard={
        unsaved ? (editing ? t('channels.form.discardEdit', { code: base.code }) : t('channels.form.discardNew')) : null
      }
    >
      {stepUp.prompt}
      <form onSubmit={submit} noValidate className={stepUp.asking ? 'hidden' : 'flex flex-col gap-3'}>
        {conflict && (
          <p role="status" className="rounded-md bg-warning/15 px-3 py-2 text-[13px] text-fg">
            {t('channels.form.conflict')}
          </p>
        )}
        {field(
          'code',
          editing
            ? { disabled: true, hint: t('channels.form.codeFixed') }
            : { hint: t('channels.form.codeHint'), autoFocus: true },
        )}
        {field('name', editing ? { autoFocus: true } : {})}
        {field('downloadUrl', { inputMode: 'url' })}
        {field('version')}
        <Switch label={t('channels.field.enabled')} checked={draft.enabled} onChange={(v) => change('enabled', v)} />
        <NoteField value={draft.note} onChange={(v) => change('note', v)} onBlur={blur('note')} error={errors.note} />
        <div className="mt-2 flex justify-end gap-2">
          <ModalCancel />
          <Button type="submit" variant="primary" disabled={busy}>
            {t(editing ? 'channels.form.save' : 'channels.form.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
