import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminInfo } from '#contract/api/auth';
import type { Role } from '#contract/roles';
import { session } from '#client/state/session';
import { Permission } from '#client/ui/permission';
import { checkPermission } from '#client/ui/use-permission';

function actAs(role: Role | null) {
  session.info = role ? ({ role, roles: [role] } as unknown as AdminInfo) : null;
}

afterEach(() => actAs(null));

describe('Permission', () => {
  it('renders nothing for a role outside a non-empty list', () => {
    actAs('PROMOTE');
    render(
      <Permission roles={['ADMIN_ROOT']}>
        <button>Refund</button>
      </Permission>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders for a listed role, and for everyone when the list is empty', () => {
    actAs('BACKEND_SUPPORT_AGENT');
    render(
      <>
        <Permission roles={['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT']}>
          <button>Refund</button>
        </Permission>
        <Permission roles={[]}>
          <button>Help</button>
        </Permission>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
  });

  it('checks again when the role changes', async () => {
    actAs('ADMIN_ROOT');
    render(
      <Permission roles={['ADMIN_ROOT']}>
        <button>Channels</button>
      </Permission>,
    );
    expect(screen.getByRole('button', { name: 'Channels' })).toBeInTheDocument();
    await act(async () => actAs('PROMOTE'));
    expect(screen.queryByRole('button', { name: 'Channels' })).not.toBeInTheDocument();
  });

  it('refuses a value that is not an array of roles', () => {
    expect(() => checkPermission('ADMIN_ROOT', 'ADMIN_ROOT')).toThrow(/need roles! Like v-permission=/);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Permission roles={'ADMIN_ROOT' as unknown as Role[]}>x</Permission>)).toThrow(/need roles!/);
    spy.mockRestore();
  });
});
