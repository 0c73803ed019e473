import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_CODES, ACTION_TARGET_TYPES, isActionCode } from '#contract/action-codes';
import { RULE_ACTIONS } from '#contract/rules/rule-kinds';
import { actionLabel, targetLabel } from '#client/screens/action-log/action-labels';
import actionLogEnUS from '#client/screens/action-log/locale/en-US';
import actionLogZhCN from '#client/screens/action-log/locale/zh-CN';
import type { MessageParams } from '#client/i18n/message-key';
import { root } from '../path-aliases';

/**
 * What the SQL writes as an entry's action: the server's TypeScript writers take only `ActionCode`
 * (the type-check holds them), but the triggers and the seed write theirs in SQL text.
 */
function sqlActionExpressions(): { file: string; expr: string }[] {
  const dirs = ['src/server/db/migrations', 'src/server/db/seed'];
  const insert =
    /INSERT INTO action_log\s*\(([^)]*)\)\s*(?:VALUES\s*\(|SELECT\s)([\s\S]*?)(?:\bFROM\b|\)\s*;|RETURNING|$)/g;
  const found: { file: string; expr: string }[] = [];
  for (const dir of dirs) {
    for (const name of readdirSync(join(root, dir)).filter((f) => /\.(sql|ts)$/.test(f))) {
      const text = readFileSync(join(root, dir, name), 'utf8');
      for (const m of text.matchAll(insert)) {
        const columns = m[1]!.split(',').map((c) => c.trim());
        const values = m[2]!.split(/,(?![^(]*\))/);
        found.push({ file: name, expr: values[columns.indexOf('action')]?.trim() ?? '' });
      }
    }
  }
  return found;
}

/** `t` over one dictionary: a key it lacks comes back as the key. */
function translator(words: Readonly<Record<string, string>>) {
  return (key: string, values?: MessageParams) =>
    words[key]?.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? '')) ?? key;
}

describe('action codes', () => {
  it('lists every code the database and the seed write in SQL', () => {
    const found = sqlActionExpressions();
    expect(found.length).toBeGreaterThan(5);
    const unknown: string[] = [];
    for (const { file, expr } of found) {
      const literal = /^'([a-z_]+\.[a-z_]+)'$/.exec(expr);
      if (literal) {
        if (!isActionCode(literal[1]!)) unknown.push(`${file}: ${literal[1]}`);
      } else if (expr === "'rule.' || strongest") {
        // The strongest action of the rules hit: one of the rules' actions.
        for (const a of RULE_ACTIONS) if (!isActionCode(`rule.${a}`)) unknown.push(`${file}: rule.${a}`);
      } else if (expr !== "'${action}'") {
        // seed-decisions.ts writes `${kind}.set_audit_status`, typed as ActionCode there.
        unknown.push(`${file}: an action this test cannot read: ${expr}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('names every code and every target type in both languages, never by the code itself', () => {
    const missing: string[] = [];
    for (const [locale, words] of [
      ['en-US', actionLogEnUS],
      ['zh-CN', actionLogZhCN],
    ] as const) {
      const t = translator(words);
      for (const code of ACTION_CODES) {
        const label = actionLabel(code, t);
        if (label === code || label.includes('actionLog.')) missing.push(`${locale} ${code}`);
      }
      for (const type of ACTION_TARGET_TYPES) {
        const label = targetLabel(type, t);
        if (label === type || label.includes('actionLog.')) missing.push(`${locale} target ${type}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('says what a decision did, from what the entry recorded after it', () => {
    const en = translator(actionLogEnUS);
    const zh = translator(actionLogZhCN);
    expect(actionLabel('moment_comment.set_audit_status', en, { auditStatus: 'REJECTED', version: 3 })).toBe(
      'Moment comment rejected',
    );
    expect(actionLabel('moment.set_enabled', en, { enabled: false })).toBe('Moment disabled');
    expect(actionLabel('moment.set_enabled', zh, { enabled: true })).toBe('启用动态');
    expect(actionLabel('question.set_audit_status', zh, { auditStatus: 'PENDING' })).toBe('问题退回待审');
    // An entry whose after is not a single status (none is written so today) still reads.
    expect(actionLabel('moment.set_audit_status', en, null)).toBe('Moment audit status set');
    expect(actionLabel('rule.hold', en, { enabled: false })).toBe('Held by a rule');
  });

  it('shows a code it does not know as it is, so an entry of an older or newer server still reads', () => {
    const t = (key: string) => key;
    expect(actionLabel('reactor.vent', t)).toBe('reactor.vent');
    expect(targetLabel('reactor', t)).toBe('reactor');
  });
});
