import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Rule, RuleTestReply } from '#contract/api/rules';
import { ErrorCode } from '#contract/error-codes';
import { RULE_ACTIONS, RULE_CONTENT_KINDS, RULE_KINDS, type RuleContentKind } from '#contract/rules/rule-kinds';
import { useT } from '../../i18n/use-t';
import { formatCount } from '../../i18n/format-number';
import { isConflict, validationField } from '../../api/call-error';
import { ApiCallError } from '../../api/api-error';
import { Modal, ModalCancel } from '../../ui/modal';
import { draftChanged } from '../../ui/draft-changed';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { TextField } from '../../ui/text-field';
import { SelectField } from '../../ui/select-field';
import { MarkedText } from '../../ui/rule-highlight';
import { saveRule, testRule, useRefreshRules } from './rules-api';
import { BacklogPanel } from './backlog-panel';
import {
  draftOf,
  draftProblems,
  hasAuthorCondition,
  hasVelocity,
  MATCHING_FIELDS,
  matchingOf,
  type RuleDraft,
} from './rule-draft';
import { refusalText } from './refusal-text';
import { OverturnedPanel } from './overturned-panel';
import { AuthorFields } from './author-fields';
import { VelocityFields } from './velocity-fields';
import { precisionText } from './precision';

type Errors = Partial<Record<keyof RuleDraft, string | undefined>>;

/**
 * The refusal the server would give a regex or exception pattern, found by the same check
 * (src/contract/rules/rule-regex.ts), loaded with the lazy rule matcher that holds the linear-time engine.
 */
async function localRefusal(m: {
  kind: string;
  pattern: string;
  exceptionPattern: string;
}): Promise<{ field: 'pattern' | 'exceptionPattern'; message: string } | null> {
  if (m.kind !== 'regex' && m.exceptionPattern === '') return null;
  const { regexRefusal } = await import('../../ui/rule-matcher');
  const refused = m.kind === 'regex' ? regexRefusal(m.pattern) : null;
  if (refused) return { field: 'pattern', message: refused };
  const exception = m.exceptionPattern === '' ? null : regexRefusal(m.exceptionPattern);
  return exception ? { field: 'exceptionPattern', message: exception } : null;
}

/** The errors less those of the fields a passing dry run has just accepted. */
const withoutMatching = (e: Errors): Errors => {
  const rest = { ...e };
  for (const f of MATCHING_FIELDS) delete rest[f];
  return rest;
};

/** Create a rule (`rule` null) or edit one; the dry run follows the pattern as it is typed. */
export function RuleFormDialog({ rule, onClose }: { rule: Rule | null; onClose: () => void }) {
  const { t, locale } = useT();
  const refresh = useRefreshRules();
  const [base, setBase] = useState(rule);
  const [draft, setDraft] = useState<RuleDraft>(draftOf(rule));
  const [errors, setErrors] = useState<Errors>({});
  const [dry, setDry] = useState<RuleTestReply | null>(null);
  /** The last dry run was refused: the box says so rather than asking for a pattern already typed. */
  const [dryRefused, setDryRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  /** Bumped when a save is refused: the first field with an error then takes the focus. */
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center' });
    first?.focus();
  }, [refusals]);

  const fieldError = (err: unknown): Errors | null => {
    const invalid = validationField(err);
    if (!invalid || !(err instanceof ApiCallError)) return null;
    const refused = invalid.field === 'pattern' || invalid.field === 'exceptionPattern';
    // The server's words for what the form also checks itself, said as the form says them.
    const own = draftProblems(draft, t)[invalid.field as keyof RuleDraft];
    return { [invalid.field]: refused ? refusalText(err.serverMessage, t) : (own ?? invalid.rule) };
  };

  // The dry run: 400 ms after the last change of what decides a hit.
  const matching = matchingOf(draft);
  const matchingKey = JSON.stringify(matching);
  const { kind, pattern, contentKinds } = draft;
  const velocity = hasVelocity(draft);
  const ready =
    (kind === 'author' ? hasAuthorCondition(draft) : pattern.trim() !== '') && contentKinds.length > 0 && !velocity;
  useEffect(() => {
    if (!ready) return;
    let live = true;
    const timer = setTimeout(() => {
      void dryRun();
    }, 400);
    // A pattern the console's own copy of the server's check refuses is said without asking the
    // server: each refused keystroke was a request answered 400 (an error line in the console).
    async function dryRun() {
      const local = await localRefusal(matching);
      if (!live) return;
      if (local) {
        setDry(null);
        setDryRefused(true);
        setErrors((e) => ({ ...e, [local.field]: refusalText(local.message, t) }));
        return;
      }
      try {
        const reply = await testRule({ ...matching, samples: 3 }, (err) => err.code === ErrorCode.VALIDATION);
        if (!live) return;
        setDry(reply);
        setDryRefused(false);
        setErrors(withoutMatching);
      } catch (err) {
        if (!live) return;
        setDry(null);
        setDryRefused(true);
        const found = fieldError(err);
        if (found) setErrors((e) => ({ ...e, ...found }));
      }
    }
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fieldError only reads t; matchingKey stands for matching
  }, [matchingKey, ready]);

  // A field changed is no longer what was refused; another kind of rule reads other fields.
  const change = <F extends keyof RuleDraft>(field: F, value: RuleDraft[F]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => (field === 'kind' ? withoutMatching(e) : { ...e, [field]: undefined }));
  };
  const toggleKind = (k: RuleContentKind) =>
    change('contentKinds', contentKinds.includes(k) ? contentKinds.filter((x) => x !== k) : [...contentKinds, k]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = draftProblems(draft, t);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setRefusals((n) => n + 1);
      return;
    }
    setBusy(true);
    const fields = { name: draft.name, note: draft.note, action: draft.action, enabled: draft.enabled, ...matching };
    const body = base ? { ...fields, id: base.id, expectedVersion: base.version } : fields;
    try {
      const reply = await saveRule(body, (err) => err.code === ErrorCode.VALIDATION || isConflict(err));
      showToast('success', t(reply.created ? 'rules.form.created' : 'rules.form.saved', { name: reply.rule.name }));
      void refresh();
      onClose();
    } catch (err) {
      const found = fieldError(err);
      if (found) {
        setErrors(found);
        setRefusals((n) => n + 1);
      }
      const current = isConflict(err) ? (err.data as { rule?: Rule } | null)?.rule : undefined;
      if (current) {
        setBase(current);
        setDraft(draftOf(current));
        setErrors({ name: t('rules.form.conflict') });
      }
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={base ? t('rules.form.editTitle', { name: base.name }) : t('rules.form.createTitle')}
      onClose={onClose}
      discard={
        // Against what the form last showed: after a conflict, the other admin's version is the start.
        draftChanged(draft, draftOf(base))
          ? base
            ? t('rules.form.discardEdit', { name: base.name })
            : t('rules.form.discardNew')
          : null
      }
    >
      <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t('rules.field.name')}
          value={draft.name}
          onChange={(e) => change('name', e.target.value)}
          error={errors.name}
          autoFocus
          autoComplete="off"
        />
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={t('rules.field.kind')}
            value={draft.kind}
            onChange={(v) => change('kind', RULE_KINDS.find((k) => k === v) ?? 'term')}
            options={RULE_KINDS.map((k) => ({ value: k, label: t(`rules.kind.${k}`) }))}
          />
          <SelectField
            label={t('rules.field.action')}
            value={draft.action}
            onChange={(v) => change('action', RULE_ACTIONS.find((a) => a === v) ?? 'flag')}
            options={RULE_ACTIONS.map((a) => ({ value: a, label: t(`rules.action.${a}`) }))}
          />
        </div>
        {draft.kind !== 'author' && (
          <TextField
            label={t('rules.field.pattern')}
            value={draft.pattern}
            onChange={(e) => change('pattern', e.target.value)}
            error={errors.pattern}
            hint={t(`rules.hint.${draft.kind}`)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
        {(draft.kind === 'term' || draft.kind === 'regex') && (
          <Switch label={t('rules.field.leet')} checked={draft.leet} onChange={(v) => change('leet', v)} />
        )}
        <div>
          <label className="text-[13px] text-fg-2">
            {t('rules.field.exceptions')}
            <textarea
              value={draft.exceptions}
              rows={2}
              onChange={(e) => change('exceptions', e.target.value)}
              aria-describedby="rule-exceptions-hint"
              className="mt-1 w-full rounded-md border border-line bg-surface px-2 py-1 text-sm text-fg outline-none focus:border-primary"
            />
          </label>
          <p id="rule-exceptions-hint" className="mt-1 text-xs text-fg-3">
            {t('rules.hint.exceptions')}
          </p>
        </div>
        <TextField
          label={t('rules.field.exceptionPattern')}
          value={draft.exceptionPattern}
          onChange={(e) => change('exceptionPattern', e.target.value)}
          error={errors.exceptionPattern}
          autoComplete="off"
          spellCheck={false}
        />
        <AuthorFields draft={draft} change={change} errors={errors} />
        <VelocityFields draft={draft} change={change} errors={errors} />
        <fieldset>
          <legend className="mb-1 text-[13px] text-fg-2">{t('rules.field.contentKinds')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {RULE_CONTENT_KINDS.map((k) => (
              <label key={k} className="inline-flex items-center gap-1.5 text-[13px] text-fg">
                <input type="checkbox" checked={contentKinds.includes(k)} onChange={() => toggleKind(k)} />
                {t(`rules.contentKind.${k}`)}
              </label>
            ))}
          </div>
          {errors.contentKinds && <p className="mt-1 text-xs text-danger">{errors.contentKinds}</p>}
        </fieldset>
        <TextField
          label={t('rules.field.note')}
          value={draft.note}
          onChange={(e) => change('note', e.target.value)}
          error={errors.note}
          autoComplete="off"
        />
        <Switch label={t('rules.field.enabled')} checked={draft.enabled} onChange={(v) => change('enabled', v)} />
        <section
          aria-label={t('rules.dry.title')}
          aria-live="polite"
          className="rounded-md border border-line bg-surface-2 px-3 py-2 text-[13px] text-fg"
        >
          {dry && ready ? (
            <>
              <p>
                {t(dry.complete ? 'rules.dry.count' : 'rules.dry.countPartial', {
                  hits: formatCount(dry.hits, locale),
                  scanned: formatCount(dry.scanned, locale),
                })}
              </p>
              <p>
                {dry.precision === null
                  ? t('rules.dry.precisionNone')
                  : t('rules.dry.precision', { precision: precisionText(dry.precision, dry.decided, t) })}
              </p>
              <p className="text-xs text-fg-3">{t('rules.dry.precisionHint')}</p>
              <ul className="mt-1 flex flex-col gap-1 text-fg-2">
                {dry.samples.map((s) => (
                  <li key={`${s.contentKind}-${s.id}`} className="truncate">
                    <span className="text-fg-3">{t(`rules.item.${s.contentKind}`, { id: s.id })} · </span>
                    <MarkedText text={s.text} spans={s.spans} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-fg-3">
              {t(
                velocity
                  ? 'rules.dry.velocity'
                  : ready && dryRefused
                    ? 'rules.dry.refused'
                    : kind === 'author'
                      ? 'rules.dry.idleAuthor'
                      : 'rules.dry.idle',
              )}
            </p>
          )}
        </section>
        {base && <OverturnedPanel rule={base} />}
        {base && <BacklogPanel rule={base} />}
        <div className="mt-2 flex justify-end gap-2">
          <ModalCancel />
          <Button type="submit" variant="primary" disabled={busy}>
            {t(base ? 'rules.form.save' : 'rules.form.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
