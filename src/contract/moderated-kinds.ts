/**
 * The moderated kinds, each declared once: its table, its list and update endpoints, what its
 * queue holds by default, whether rules read it, how an enforcement may name it, its screen and
 * the locale key of its name. Free of zod, since the moderation screens load it; the row and
 * filter schemas of each kind are in api/moderated-kind-schemas.ts, keyed by the same names.
 * The vocabularies below (queues, audit targets, rule content kinds, enforcement link kinds) and
 * the routes of the server and the endpoints of the client are derived from this.
 */

/** What every moderated kind declares; `null` says it has none of that (and why is in the field). */
export interface ModeratedKindSpec {
  /** The SQL table its rows live in. */
  readonly table: string;
  /** Its list endpoint (a page of rows, or a cursor walk for the queue). */
  readonly listPath: `/admins/${string}/get`;
  /**
   * Its update endpoints: `enabled` switches rows on and off with `{ enabled }` (null: they cannot
   * be); `auditStatus` says whether `/admins/update-audit-status` takes the kind as its `target`;
   * `own` are the endpoints only this kind has (their bodies are their own).
   */
  readonly updates: {
    readonly enabled: `/admins/${string}` | null;
    readonly auditStatus: boolean;
    readonly own: readonly `/admins/${string}`[];
  };
  /** What its queue holds when a lease names no filters (what still waits); null: it has no queue. */
  readonly defaultQueueFilter: Readonly<Record<string, string>> | null;
  /** What rules read of it: its text, the account's nickname, or nothing (null). */
  readonly ruleContent: 'text' | 'nickname' | null;
  /**
   * How an enforcement may name it as its cause: `disable` (named, disabled with the act and
   * decided by it), `decide` (named and decided, not disabled), `cite` (named only), or null.
   */
  readonly enforcementLink: 'disable' | 'decide' | 'cite' | null;
  /** The route name of its list screen (src/contract/routes.ts). */
  readonly screen: string;
  /** The locale key of its list's name (the menu entry and the screen's title). */
  readonly locale: `menu.${string}`;
}

const PENDING = { auditStatus: 'PENDING' } as const;
const readsText = 'text' as const;

/**
 * The registry. Its order is the order of the lists and queues everywhere (the contract's enums,
 * the published API document).
 */
export const MODERATED_KINDS = {
  account: {
    table: 'accounts',
    listPath: '/admins/account-list/get',
    updates: { enabled: '/admins/update-account-enabled', auditStatus: true, own: ['/admins/account-status'] },
    defaultQueueFilter: PENDING,
    ruleContent: 'nickname',
    enforcementLink: null,
    screen: 'AccountList',
    locale: 'menu.account.AccountList',
  },
  moment: {
    table: 'moments',
    listPath: '/admins/moment-list/get',
    updates: { enabled: '/admins/update-moment-enabled', auditStatus: true, own: [] },
    defaultQueueFilter: PENDING,
    ruleContent: readsText,
    enforcementLink: 'disable',
    screen: 'MomentList',
    locale: 'menu.audit.MomentList',
  },
  moment_comment: {
    table: 'moment_comments',
    listPath: '/admins/moment-comment-list/get',
    updates: { enabled: '/admins/update-moment-comment-enabled', auditStatus: true, own: [] },
    defaultQueueFilter: PENDING,
    ruleContent: readsText,
    enforcementLink: 'disable',
    screen: 'MomentCommentList',
    locale: 'menu.audit.MomentCommentList',
  },
  question: {
    table: 'questions',
    listPath: '/admins/question-list/get',
    updates: { enabled: '/admins/update-question-enabled', auditStatus: true, own: [] },
    defaultQueueFilter: PENDING,
    ruleContent: readsText,
    enforcementLink: 'disable',
    screen: 'QuestionList',
    locale: 'menu.audit.QuestionList',
  },
  question_reply: {
    table: 'question_replies',
    listPath: '/admins/question-reply-list/get',
    updates: { enabled: '/admins/update-question-reply-enabled', auditStatus: true, own: [] },
    defaultQueueFilter: PENDING,
    ruleContent: readsText,
    enforcementLink: 'disable',
    screen: 'QuestionReplyList',
    locale: 'menu.audit.QuestionReplyList',
  },
  reply_comment: {
    table: 'reply_comments',
    listPath: '/admins/reply-comment-list/get',
    updates: { enabled: '/admins/update-reply-comment-enabled', auditStatus: true, own: [] },
    defaultQueueFilter: PENDING,
    ruleContent: readsText,
    enforcementLink: 'disable',
    screen: 'ReplyCommentList',
    locale: 'menu.audit.ReplyCommentList',
  },
  /** Private messages: read-only, every page read logged; no queue, nothing to switch. */
  message: {
    table: 'messages',
    listPath: '/admins/message-list/get',
    updates: { enabled: null, auditStatus: false, own: [] },
    defaultQueueFilter: null,
    ruleContent: null,
    enforcementLink: 'cite',
    screen: 'MessageList',
    locale: 'menu.audit.MessageList',
  },
  report: {
    table: 'reports',
    listPath: '/admins/report-list/get',
    updates: {
      enabled: null,
      auditStatus: false,
      own: ['/admins/update-report-finish', '/admins/update-report-reopen'],
    },
    defaultQueueFilter: { status: 'OPEN' },
    ruleContent: null,
    enforcementLink: null,
    screen: 'ReportList',
    locale: 'menu.audit.ReportList',
  },
  avatar_cert: {
    table: 'avatar_certs',
    listPath: '/admins/avatar-cert-list/get',
    updates: { enabled: null, auditStatus: true, own: [] },
    defaultQueueFilter: PENDING,
    ruleContent: null,
    enforcementLink: null,
    screen: 'AvatarCertList',
    locale: 'menu.audit.AvatarCertList',
  },
  /** About-me answers: `enabled` and `auditStatus` also together, on their own endpoint. */
  about_answer: {
    table: 'about_answers',
    listPath: '/admins/about-account-list/get',
    updates: { enabled: '/admins/about-account/update', auditStatus: true, own: [] },
    defaultQueueFilter: PENDING,
    ruleContent: readsText,
    enforcementLink: 'decide',
    screen: 'AboutAccountList',
    locale: 'menu.audit.AboutAccountList',
  },
} as const satisfies Readonly<Record<string, ModeratedKindSpec>>;

type Kinds = typeof MODERATED_KINDS;
export type ModeratedKind = keyof Kinds;

export const isModeratedKind = (k: string): k is ModeratedKind => Object.hasOwn(MODERATED_KINDS, k);

/** Every moderated kind, in the registry's order. */
export const MODERATED_KIND_NAMES: readonly ModeratedKind[] = Object.keys(MODERATED_KINDS).filter(isModeratedKind);

/** The kinds whose `F` is of type `V`. */
type KindsWhere<F extends keyof ModeratedKindSpec, V> = {
  [K in ModeratedKind]: Kinds[K][F] extends V ? K : never;
}[ModeratedKind];

/** The list endpoint of a kind; `ListPath` is every one of them. */
export type ListPathOf<K extends ModeratedKind> = Kinds[K]['listPath'];
export type ListPath = ListPathOf<ModeratedKind>;
export const listPathOf = <K extends ModeratedKind>(kind: K): ListPathOf<K> => MODERATED_KINDS[kind].listPath;

/** The lists a moderator can work as a queue (every audit-center list but private messages). */
export type ModerationQueue = Exclude<ModeratedKind, KindsWhere<'defaultQueueFilter', null>>;
const isQueue = (k: ModeratedKind): k is ModerationQueue => MODERATED_KINDS[k].defaultQueueFilter !== null;
export const MODERATION_QUEUES: readonly ModerationQueue[] = MODERATED_KIND_NAMES.filter(isQueue);

/** What a queue holds when the lease names no filters: what still waits for a decision. */
export const defaultQueueFilter = <Q extends ModerationQueue>(queue: Q): Kinds[Q]['defaultQueueFilter'] =>
  MODERATED_KINDS[queue].defaultQueueFilter;

/** Kinds whose rows carry an audit status that `/admins/update-audit-status` can set. */
export type AuditTarget = KindsWhere<'updates', { auditStatus: true }>;
const isAuditTarget = (k: ModeratedKind): k is AuditTarget => MODERATED_KINDS[k].updates.auditStatus;
export const AUDIT_TARGETS: readonly AuditTarget[] = MODERATED_KIND_NAMES.filter(isAuditTarget);

/** Kinds switched on and off with `{ enabled }`, and the endpoint of each. */
export type EnabledKind = Exclude<ModeratedKind, KindsWhere<'updates', { enabled: null }>>;
export type EnabledPathOf<K extends EnabledKind> = Kinds[K]['updates']['enabled'];
/** Whether items of this kind can be switched on and off (avatar certifications, reports and messages cannot). */
export const isEnabledKind = (k: string): k is EnabledKind =>
  isModeratedKind(k) && MODERATED_KINDS[k].updates.enabled !== null;
export const ENABLED_KINDS: readonly EnabledKind[] = MODERATED_KIND_NAMES.filter(isEnabledKind);
export const enabledPathOf = <K extends EnabledKind>(kind: K): EnabledPathOf<K> =>
  MODERATED_KINDS[kind].updates.enabled;

/** Kinds whose text rules read, then the account (its nickname): the rules' content kinds, in that order. */
export type RuleTextKind = KindsWhere<'ruleContent', 'text'>;
export type RuleNicknameKind = KindsWhere<'ruleContent', 'nickname'>;
const readsTextOf = (k: ModeratedKind): k is RuleTextKind => MODERATED_KINDS[k].ruleContent === 'text';
const readsNicknameOf = (k: ModeratedKind): k is RuleNicknameKind => MODERATED_KINDS[k].ruleContent === 'nickname';
export const RULE_TEXT_KINDS: readonly RuleTextKind[] = MODERATED_KIND_NAMES.filter(readsTextOf);
export const RULE_NICKNAME_KINDS: readonly RuleNicknameKind[] = MODERATED_KIND_NAMES.filter(readsNicknameOf);

/** Kinds an enforcement may disable (and decide), only decide, or only cite; src/contract/enforcement.ts composes them. */
export type DisableLinkKind = KindsWhere<'enforcementLink', 'disable'>;
export type DecideLinkKind = KindsWhere<'enforcementLink', 'decide'>;
export type CiteLinkKind = KindsWhere<'enforcementLink', 'cite'>;
const linkedAs =
  <L extends 'disable' | 'decide' | 'cite'>(link: L) =>
  (k: ModeratedKind): k is KindsWhere<'enforcementLink', L> =>
    MODERATED_KINDS[k].enforcementLink === link;
export const DISABLE_LINK_KINDS: readonly DisableLinkKind[] = MODERATED_KIND_NAMES.filter(linkedAs('disable'));
export const DECIDE_LINK_KINDS: readonly DecideLinkKind[] = MODERATED_KIND_NAMES.filter(linkedAs('decide'));
export const CITE_LINK_KINDS: readonly CiteLinkKind[] = MODERATED_KIND_NAMES.filter(linkedAs('cite'));
