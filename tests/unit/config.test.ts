import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';

describe('environment', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 8080,
      DATA_DIR: './data',
      SESSION_IDLE_MINUTES: 30,
      SESSION_ABSOLUTE_HOURS: 12,
      BUSINESS_TIME_ZONE: 'Asia/Shanghai',
      TRUST_PROXY: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', SESSION_IDLE_MINUTES: '0' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toMatch(/PORT: /);
      expect(message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
      expect(message).toMatch(/SESSION_IDLE_MINUTES: /);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(8080);
  });
});
