import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, type ApiReply } from '#contract/api';
import {
  AUDIT_TARGETS,
  ENABLED_KINDS,
  MODERATED_KINDS,
  MODERATED_KIND_NAMES,
  MODERATION_QUEUES,
  defaultQueueFilter,
  enabledPathOf,
  type ModeratedKind,
  type ModeratedKindSpec,
} from '#contract/moderated-kinds';
import { MODERATED_KIND_SCHEMAS, type ModeratedKindSchemas } from '#contract/api/moderated-kind-schemas';
import { QUEUE_FILTERS } from '#contract/api/moderation-filters';
import { RULE_CONTENT_KINDS } from '#contract/rules/rule-kinds';
import { DECIDABLE_KINDS, DISABLEABLE_KINDS, LINKABLE_KINDS } from '#contract/enforcement';
import { SECTIONS } from '#contract/routes';
import { QUEUE_SOURCES } from '#server/db/moderation-sources';
import { MODERATED } from '#server/db/moderation-tables';
import { messageSource } from '#server/db/moderation-message-rows';
import menuEn from '#client/i18n/menu/en-US';
import menuZh from '#client/i18n/menu/zh-CN';
import { SCREENS } from '#client/screens/registry';

/**
 * What a moderated kind must define. The list is checked against the interface both ways (a field
 * added to ModeratedKindSpec and not here fails to compile), and every kind against the list.
 */
const FIELDS = [
  'table',
  'listPath',
  'updates',
  'defaultQueueFilter',
  'ruleContent',
  'enforcementLink',
  'screen',
  'locale',
] as const satisfies readonly (keyof ModeratedKindSpec)[];
const everyField: [Exclude<keyof ModeratedKindSpec, (typeof FIELDS)[number]>] extends [never] ? true : false = true;
const SCHEMA_FIELDS = ['row', 'filters', 'sort'] as const satisfies readonly (keyof ModeratedKindSchemas)[];
const everySchemaField: [Exclude<keyof ModeratedKindSchemas, (typeof SCHEMA_FIELDS)[number]>] extends [never]
  ? true
  : false = true;

// A new kind that leaves out a field does not compile:
const incomplete = {
  ...MODERATED_KINDS,
  widget: {
    table: 'widgets',
    listPath: '/admins/widget-list/get',
    updates: { enabled: null, auditStatus: true, own: [] },
    defaultQueueFilter: { auditStatus: 'PENDING' },
    ruleContent: null,
    enforcementLink: null,
    screen: 'WidgetList',
  },
};
// @ts-expect-error the widget has no locale key
incomplete satisfies Readonly<Record<string, ModeratedKindSpec>>;
// … nor does a kind of the registry without its schemas:
// @ts-expect-error the widget has no row, filters or sort
const withoutSchemas: { readonly [K in ModeratedKind | 'widget']: ModeratedKindSchemas } = MODERATED_KIND_SCHEMAS;

// The replies spelled per kind (a lease's hand, an audit update) cover every queue and target.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const leaseCoversQueues: Same<ApiReply<'/admins/queue/lease'>['queue'], (typeof MODERATION_QUEUES)[number]> = true;
const auditCoversTargets: Same<ApiReply<'/admins/update-audit-status'>['target'], (typeof AUDIT_TARGETS)[number]> =
  true;

const apiPaths = new Set<string>(Object.keys(api));

describe('the registry of moderated kinds', () => {
  it('names the fields a kind must define', () => {
    expect(everyField && everySchemaField && leaseCoversQueues && auditCoversTargets).toBe(true);
    expect(withoutSchemas).toBe(MODERATED_KIND_SCHEMAS);
    expect(incomplete.widget.screen).toBe('WidgetList');
  });

  it.each(MODERATED_KIND_NAMES)('%s defines every field, and its schemas', (kind) => {
    const spec: Record<string, unknown> = MODERATED_KINDS[kind];
    for (const field of FIELDS) expect(spec[field], `${kind}.${field}`).not.toBeUndefined();
    expect(Object.keys(spec).sort()).toEqual([...FIELDS].sort());
    const schemas: Record<string, unknown> = MODERATED_KIND_SCHEMAS[kind];
    for (const field of SCHEMA_FIELDS) expect(schemas[field], `${kind} schemas.${field}`).toBeDefined();
  });

  it('has schemas for exactly its kinds, in its order', () => {
    expect(Object.keys(MODERATED_KIND_SCHEMAS)).toEqual(MODERATED_KIND_NAMES);
  });

  it.each(MODERATED_KIND_NAMES)('%s: its endpoints are in the contract, in the moderation area', (kind) => {
    const { listPath, updates } = MODERATED_KINDS[kind];
    const paths: string[] = [listPath, ...updates.own, ...(updates.enabled ? [updates.enabled] : [])];
    if (updates.auditStatus) paths.push('/admins/update-audit-status');
    for (const path of paths) {
      expect(apiPaths.has(path), path).toBe(true);
      expect(Object.entries(api).find(([p]) => p === path)?.[1].area).toBe('moderation');
    }
  });

  it.each(MODERATED_KIND_NAMES)('%s: its table is the one the server reads its list from', (kind) => {
    const table = kind === 'message' ? messageSource.table : QUEUE_SOURCES[kind].table;
    expect(getTableName(table)).toBe(MODERATED_KINDS[kind].table);
    if (kind !== 'message') expect(getTableName(MODERATED[kind].table)).toBe(MODERATED_KINDS[kind].table);
  });

  it.each(MODERATED_KIND_NAMES)('%s: its screen is a route with its locale key, a screen and a name', (kind) => {
    const { screen, locale } = MODERATED_KINDS[kind];
    const route = SECTIONS.flatMap((s) => s.children).find((r) => r.name === screen);
    expect(route?.locale).toBe(locale);
    expect(route?.area).toBe('moderation');
    expect(SCREENS[screen]).toBeTypeOf('function');
    expect(Object.keys(menuEn)).toContain(locale);
    expect(Object.keys(menuZh)).toContain(locale);
  });

  it.each(MODERATION_QUEUES)('%s: its default queue filter is one its filters take', (queue) => {
    expect(QUEUE_FILTERS[queue].safeParse(defaultQueueFilter(queue)).success).toBe(true);
  });

  it('derives the vocabularies the wire spells, in their order', () => {
    expect(MODERATED_KIND_NAMES.map((k) => MODERATED_KINDS[k].listPath)).toEqual([
      '/admins/account-list/get',
      '/admins/moment-list/get',
      '/admins/moment-comment-list/get',
      '/admins/question-list/get',
      '/admins/question-reply-list/get',
      '/admins/reply-comment-list/get',
      '/admins/message-list/get',
      '/admins/report-list/get',
      '/admins/avatar-cert-list/get',
      '/admins/about-account-list/get',
    ]);
    expect(ENABLED_KINDS.map(enabledPathOf)).toEqual([
      '/admins/update-account-enabled',
      '/admins/update-moment-enabled',
      '/admins/update-moment-comment-enabled',
      '/admins/update-question-enabled',
      '/admins/update-question-reply-enabled',
      '/admins/update-reply-comment-enabled',
      '/admins/about-account/update',
    ]);
    expect(MODERATION_QUEUES).toEqual([
      'account',
      'moment',
      'moment_comment',
      'question',
      'question_reply',
      'reply_comment',
      'report',
      'avatar_cert',
      'about_answer',
    ]);
    expect(AUDIT_TARGETS).toEqual([
      'account',
      'moment',
      'moment_comment',
      'question',
      'question_reply',
      'reply_comment',
      'avatar_cert',
      'about_answer',
    ]);
    expect(RULE_CONTENT_KINDS).toEqual([
      'moment',
      'moment_comment',
      'question',
      'question_reply',
      'reply_comment',
      'about_answer',
      'account',
    ]);
    expect(DISABLEABLE_KINDS).toEqual(['moment', 'moment_comment', 'question', 'question_reply', 'reply_comment']);
    expect(DECIDABLE_KINDS).toEqual([...DISABLEABLE_KINDS, 'about_answer']);
    expect(LINKABLE_KINDS).toEqual([...DECIDABLE_KINDS, 'message']);
    expect(MODERATION_QUEUES.map(defaultQueueFilter)).toEqual(
      MODERATION_QUEUES.map((q) => (q === 'report' ? { status: 'OPEN' } : { auditStatus: 'PENDING' })),
    );
  });
});
