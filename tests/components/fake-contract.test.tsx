import { describe, expect, it } from 'vitest';
import { takeContractDrift } from './contract-check';
import { DEMO_PASSWORD, installFakeApi } from './fake-api';

async function call(path: string, body: Record<string, unknown>, token?: string): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  return ((await res.json()) as { data: unknown }).data;
}

describe('the component fakes are held to the contract', () => {
  it('lets a reply shaped like the server’s through unremarked', async () => {
    installFakeApi();
    const token = (await call('/admins/login', { username: 'root', password: DEMO_PASSWORD })) as string;
    await call('/admins/menus/get', {}, token);
    expect(takeContractDrift()).toEqual([]);
  });

  it('reports a drifted reply, naming its path and what is off', async () => {
    const api = installFakeApi();
    api.menuOverride = () => [{ title: 42 }];
    const token = (await call('/admins/login', { username: 'root', password: DEMO_PASSWORD })) as string;
    await call('/admins/menus/get', {}, token);
    const drift = takeContractDrift();
    expect(drift).toHaveLength(1);
    expect(drift[0]).toMatch(/^fake reply for \/admins\/menus\/get does not match the contract's reply schema/);
  });
});
