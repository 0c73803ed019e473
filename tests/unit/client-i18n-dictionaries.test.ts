import { describe, expect, it } from 'vitest';
import bootEn from '#client/dictionaries/boot.en-US';
import bootZh from '#client/dictionaries/boot.zh-CN';
import appEn from '#client/dictionaries/app.en-US';
import appZh from '#client/dictionaries/app.zh-CN';
import { SECTIONS } from '#contract/routes';
import { MODERATED_KINDS } from '#contract/moderated-kinds';
import { ROLES } from '#contract/roles';
import { ForbiddenReason, REFUSAL_REASONS, SESSION_ONLY_REASON, VALIDATION_RULES } from '#contract/error-codes';

const groups = { boot: [bootEn, bootZh], app: [appEn, appZh] } as const;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('client dictionaries', () => {
  for (const [name, [en, zh]] of Object.entries(groups)) {
    it(`${name}: every key exists in both languages`, () => {
      const enKeys = Object.keys(en).sort();
      const zhKeys = Object.keys(zh).sort();
      expect(
        enKeys.filter((k) => !zhKeys.includes(k)),
        'keys only in en-US',
      ).toEqual([]);
      expect(
        zhKeys.filter((k) => !enKeys.includes(k)),
        'keys only in zh-CN',
      ).toEqual([]);
    });

    it(`${name}: no entry names a role by its code (a reader knows it by its name)`, () => {
      const codes = new RegExp(`\\b(${ROLES.join('|')})\\b`);
      const named = [en, zh].flatMap((words) =>
        Object.entries(words)
          .filter(([, text]) => codes.test(text))
          .map(([key, text]) => `${key}: ${text}`),
      );
      expect(named).toEqual([]);
    });

    it(`${name}: no English entry hedges a plural with "(s)" (one item has a sentence of its own)`, () => {
      const hedged = Object.entries(en)
        .filter(([, text]) => /\w\(s\)/.test(text))
        .map(([key]) => key);
      expect(hedged).toEqual([]);
    });

    it(`${name}: no entry is empty and both languages use the same placeholders`, () => {
      for (const [key, text] of Object.entries(en)) {
        const other = (zh as Record<string, string>)[key] ?? '';
        expect(text.trim(), key).not.toBe('');
        expect(other.trim(), key).not.toBe('');
        expect(placeholders(other), key).toEqual(placeholders(text));
      }
    });
  }

  it('no key is defined by both the boot and the app group (one would shadow the other)', () => {
    const boot = new Set(Object.keys(bootEn));
    expect(Object.keys(appEn).filter((k) => boot.has(k))).toEqual([]);
  });

  it('has a title for every section and screen of the contract', () => {
    const all = { ...bootEn, ...appEn } as Record<string, string>;
    const locales = SECTIONS.flatMap((s) => [s.locale, ...s.children.map((c) => c.locale)]);
    expect(locales.filter((l) => !(l in all))).toEqual([]);
  });

  it('names every role', () => {
    const all = { ...bootEn, ...appEn } as Record<string, string>;
    expect(ROLES.filter((r) => !(`role.${r}` in all))).toEqual([]);
  });

  it('says every reason a business rule can refuse with, and no other', () => {
    const said = Object.keys(appEn)
      .filter((k) => k.startsWith('request.refused.'))
      .map((k) => k.slice('request.refused.'.length));
    expect(said.sort()).toEqual([...REFUSAL_REASONS].sort());
  });

  it('says every rule a refused field (40000) can name, and no other', () => {
    const all = { ...bootEn, ...appEn } as Record<string, string>;
    const said = Object.keys(all)
      .filter((k) => k.startsWith('request.validation.'))
      .map((k) => k.slice('request.validation.'.length));
    expect(said.sort()).toEqual([...VALIDATION_RULES].sort());
  });

  it('says every reason of a 40300 beyond the role (which has its own sentence), and no other', () => {
    const said = Object.keys(appEn)
      .filter((k) => k.startsWith('request.forbidden.'))
      .map((k) => k.slice('request.forbidden.'.length));
    const reasons = [...Object.values(ForbiddenReason), SESSION_ONLY_REASON].filter((r) => r !== 'ROLE');
    expect(said.sort()).toEqual(reasons.sort());
  });

  it('names each moderated kind of the audit center one way: in Chinese as its menu entry, in English one item alike', () => {
    const zh = { ...bootZh, ...appZh } as Record<string, string | undefined>;
    const en = { ...bootEn, ...appEn } as Record<string, string | undefined>;
    const item = (all: typeof zh, key: string) => all[key]?.replace(/ #\{\{id\}\}$/, '');
    for (const [kind, spec] of Object.entries(MODERATED_KINDS)) {
      if (!spec.locale.startsWith('menu.audit.')) continue;
      // An item of the kind: a moderation card's target, an action log target, a palette record, a rule hit.
      const one = (all: typeof zh) =>
        [
          all[`mod.target.${kind}`],
          all[`actionLog.target.${kind}`],
          item(all, `palette.record.${kind}`),
          item(all, `rules.item.${kind}`),
        ].filter((n) => n !== undefined);
      // Chinese has no plural: the list (the menu, the rules' content kinds) and an item share the name.
      const zhNames = [
        zh[spec.locale],
        zh[`rules.contentKind.${kind}`],
        zh[`teamStats.queue.${kind}`],
        ...one(zh),
      ].filter((n) => n !== undefined);
      expect(new Set(zhNames), `zh-CN ${kind}`).toEqual(new Set([zh[spec.locale]]));
      expect(new Set(one(en)), `en-US ${kind}`).toEqual(new Set([item(en, `palette.record.${kind}`)]));
    }
  });
});
