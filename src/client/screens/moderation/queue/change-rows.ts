import { isAccountStatus, type AuditStatus, type ReportTargetType } from '#contract/entities';
import type { Change } from '../api/update-endpoints';

/** The fields a change touches; every moderatable row has some of them. */
export interface Changeable {
  id: number;
  version?: number;
  enabled?: boolean;
  auditStatus?: AuditStatus;
  status?: string;
  result?: string | null;
  target?: { type: ReportTargetType; id: number; version: number | null; enabled: boolean | null };
}

/** The row as it will be once the server agrees: what the optimistic update shows. */
export function applyChange<Row extends Changeable>(row: Row, change: Change): Row {
  switch (change.kind) {
    case 'enabled':
      return { ...row, enabled: change.value };
    case 'audit':
      return { ...row, auditStatus: change.value };
    case 'status':
      return { ...row, status: change.value };
    case 'reopen':
      return { ...row, status: 'OPEN', result: null };
    case 'finish': {
      const target = change.disableTarget && row.target ? { ...row.target, enabled: false } : row.target;
      return { ...row, status: 'FINISHED', result: change.result, ...(target ? { target } : {}) };
    }
  }
}

/** Whether two states of a row differ in their version alone: nothing a view shows. */
export function differsInVersionOnly(held: Changeable, next: Changeable): boolean {
  return JSON.stringify({ ...held, version: null }) === JSON.stringify({ ...next, version: null });
}

/** A write that puts rows back: one change for a set of ids at the versions the last write left. */
export interface InverseStep {
  kind: 'self' | ReportTargetType;
  change: Change;
  ids: number[];
  versions: Record<string, number>;
}

/**
 * What `z` sends after a change: per row, the value it had before, at its new version. Rows that
 * had different values before (a selection of PENDING and REJECTED items approved together) give
 * one step per value. Shift+d also re-enables the targets it disabled.
 */
export function inverseSteps<Row extends Changeable>(
  change: Change,
  before: readonly Row[],
  after: readonly Row[],
): InverseStep[] {
  const prior = new Map(before.map((r) => [r.id, r]));
  const steps = new Map<string, InverseStep>();
  const add = (kind: InverseStep['kind'], inv: Change, id: number, version: number | null | undefined) => {
    if (version === null || version === undefined) return;
    const key = `${kind}:${JSON.stringify(inv)}`;
    const step = steps.get(key) ?? { kind, change: inv, ids: [], versions: {} };
    step.ids.push(id);
    step.versions[String(id)] = version;
    steps.set(key, step);
  };
  for (const row of after) {
    const old = prior.get(row.id);
    if (!old) continue;
    if (change.kind === 'enabled' && old.enabled !== undefined)
      add('self', { kind: 'enabled', value: old.enabled }, row.id, row.version);
    if (change.kind === 'audit' && old.auditStatus)
      add('self', { kind: 'audit', value: old.auditStatus }, row.id, row.version);
    if (change.kind === 'status' && isAccountStatus(old.status))
      add('self', { kind: 'status', value: old.status }, row.id, row.version);
    if (change.kind === 'reopen') continue;
    if (change.kind === 'finish') {
      add('self', { kind: 'reopen' }, row.id, row.version);
      if (change.disableTarget && old.target?.enabled && row.target)
        add(row.target.type, { kind: 'enabled', value: true }, row.target.id, row.target.version);
    }
  }
  return [...steps.values()];
}
