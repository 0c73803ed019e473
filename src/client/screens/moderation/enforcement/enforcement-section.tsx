import { useState, type FormEvent, type KeyboardEvent } from 'react';
import type { EnforcementRow } from '#contract/api/enforcement';
import { formatDateTime } from '#client/i18n/format';
import { useT } from '#client/i18n/use-t';
import { Button } from '#client/ui/button';
import { addNote, useEnforcements, useNotes } from '../api/enforcement-endpoints';
import { EnforcementGlance } from './enforcement-glance';
import { reasonText } from './reason-text';
import { PersonHoldSection } from './person-hold-section';
import { keepNoteDraft, noteDraft } from './note-drafts';

/** One enforcement in a history: the drawer's and the appeal card's. */
export function HistoryRow({ e }: { e: EnforcementRow }) {
  const { t, locale } = useT();
  return (
    <li className="flex flex-col gap-0.5 border-b border-line pb-1.5 last:border-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className={e.active ? 'font-medium text-danger' : 'font-medium text-fg-2'}>
          {t(`enf.kind.${e.kind}`)}
        </span>
        {e.endsAt && (
          <span className="text-fg-2">{t('enf.row.until', { until: formatDateTime(e.endsAt, locale) })}</span>
        )}
        <span className="text-fg-3">{formatDateTime(e.createdAt, locale)}</span>
        {e.createdBy && <span className="text-fg-3">{e.createdBy.username}</span>}
        {e.active && <span className="text-warning">{t('enf.row.active')}</span>}
        {e.revokedAt && <span className="text-fg-3">{t('enf.row.revoked')}</span>}
        {e.appealState !== 'none' && <span className="text-primary">{t(`enf.row.appeal.${e.appealState}`)}</span>}
      </div>
      <p className="truncate text-fg-2">{reasonText(e, t)}</p>
    </li>
  );
}

/** The drawer's enforcement history and the moderators' notes, with a field to add one. */
export function EnforcementSection({ accountId }: { accountId: number }) {
  const { t, locale } = useT();
  const history = useEnforcements(accountId);
  const notes = useNotes(accountId);
  return (
    <>
      {/* Per account too: a day picked for one author is not offered to the next. */}
      <PersonHoldSection key={accountId} accountId={accountId} />
      <section aria-label={t('enf.section.title')}>
        <h3 className="mb-1.5 text-[12px] font-medium text-fg-3">
          {t('enf.section.title')}
          {history.data && <EnforcementGlance summary={history.data.summary} />}
        </h3>
        <ul className="flex flex-col gap-1.5">
          {history.data?.list.slice(0, 20).map((e) => (
            <HistoryRow key={e.id} e={e} />
          ))}
          {history.data?.list.length === 0 && <li className="text-fg-3">{t('enf.section.none')}</li>}
        </ul>
      </section>
      <section aria-label={t('enf.notes.title')}>
        <h3 className="mb-1.5 text-[12px] font-medium text-fg-3">{t('enf.notes.title')}</h3>
        <ul className="flex flex-col gap-1.5">
          {notes.data?.list.map((n) => (
            <li key={n.id} className="text-fg-2">
              <p className="whitespace-pre-wrap break-words">{n.text}</p>
              <p className="text-[12px] text-fg-3">
                {n.author.username} · {formatDateTime(n.createdAt, locale)}
              </p>
            </li>
          ))}
          {notes.data?.list.length === 0 && <li className="text-fg-3">{t('enf.notes.none')}</li>}
        </ul>
        {/* One form per account: the drawer may move to another author with a note half typed. */}
        <NoteForm key={accountId} accountId={accountId} onAdded={() => void notes.mutate()} />
      </section>
    </>
  );
}

/** The field that adds a note to one account; what it holds is kept as that account's draft. */
function NoteForm({ accountId, onAdded }: { accountId: number; onAdded: () => void }) {
  const { t } = useT();
  const [text, setText] = useState(() => noteDraft(accountId));
  const [saving, setSaving] = useState(false);
  const edit = (value: string) => {
    setText(value);
    keepNoteDraft(accountId, value);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const note = text.trim();
    if (!note || saving) return;
    setSaving(true);
    try {
      await addNote(accountId, note);
      keepNoteDraft(accountId, '');
      setText('');
      onAdded();
    } catch {
      // The fetcher has shown the refusal; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };
  // Esc leaves the field, keeping the text, for the pane's heading: the queue's keys work again
  // and a second Esc closes the drawer, as from a filter field.
  const leave = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Escape') return;
    const heading = e.currentTarget.closest('aside')?.querySelector<HTMLElement>('h2[tabindex]');
    if (heading) heading.focus({ preventScroll: true });
    else e.currentTarget.blur();
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-2 flex flex-col gap-1.5">
      <label className="text-[12px] text-fg-3">
        {t('enf.notes.label')}
        <textarea
          value={text}
          maxLength={2000}
          rows={2}
          onChange={(e) => edit(e.target.value)}
          onKeyDown={leave}
          className="mt-1 w-full rounded-md border border-line bg-surface px-2 py-1 text-[13px] text-fg outline-none focus:border-primary"
        />
      </label>
      <div>
        <Button type="submit" disabled={saving || text.trim() === ''}>
          {t('enf.notes.add')}
        </Button>
      </div>
    </form>
  );
}
