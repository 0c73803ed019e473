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
      TRUST_PROXY: 0,
      HEADERS_TIMEOUT_SECONDS: 20,
      REQUEST_TIMEOUT_SECONDS: 30,
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

  it('reads TRUST_PROXY as a number of proxy hops, with true and false kept as one and none', () => {
    for (const [value, hops] of [
      ['0', 0],
      ['1', 1],
      ['3', 3],
      ['true', 1],
      ['false', 0],
    ] as const) {
      expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY, value).toBe(hops);
    }
    for (const bad of ['yes', '-1', '11', '1.5', ' 2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: /);
    }
  });

  it('refuses a headers timeout longer than the request timeout, as Node would', () => {
    expect(loadConfig({ HEADERS_TIMEOUT_SECONDS: '5', REQUEST_TIMEOUT_SECONDS: '5' }).HEADERS_TIMEOUT_SECONDS).toBe(5);
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '40' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS: /);
  });

  it('runs the classifier by default, trains every 6 hours, and switches it off with CLASSIFIER=0', () => {
    expect(loadConfig({})).toMatchObject({ CLASSIFIER: true, CLASSIFIER_TRAIN_MINUTES: 360 });
    expect(loadConfig({ CLASSIFIER: '0', CLASSIFIER_TRAIN_MINUTES: '30' })).toMatchObject({
      CLASSIFIER: false,
      CLASSIFIER_TRAIN_MINUTES: 30,
    });
    expect(() => loadConfig({ CLASSIFIER: 'maybe' })).toThrow(/CLASSIFIER: /);
  });

  it('keeps /metrics off by default, drains 5 s, and names a short metrics token', () => {
    const c = loadConfig({});
    expect([c.METRICS_TOKEN, c.METRICS_PORT, c.DRAIN_SECONDS, c.ACCESS_LOG_LEVEL]).toEqual([
      undefined,
      undefined,
      5,
      'info',
    ]);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ ACCESS_LOG_LEVEL: 'loud' })).toThrow(/ACCESS_LOG_LEVEL: /);
    expect(loadConfig({ METRICS_PORT: '9464', DRAIN_SECONDS: '0' })).toMatchObject({
      METRICS_PORT: 9464,
      DRAIN_SECONDS: 0,
    });
  });
});
