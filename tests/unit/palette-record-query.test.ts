import { describe, expect, it } from 'vitest';
import { recordQuery } from '#client/commands/record-query';

describe('palette record query', () => {
  it.each([
    ['order 123', 'order', '123'],
    ['order #123', 'order', '123'],
    ['Orders #123', 'order', '123'],
    ['order#123', 'order', '123'],
    ['moment 77', 'moment', '77'],
    ['moments 77', 'moment', '77'],
    ['account 4998', 'account', '4998'],
    ['moment comment 5', 'moment_comment', '5'],
    ['avatar cert #9', 'avatar_cert', '9'],
    ['about-me answer 3', 'about_answer', '3'],
    ['private message 12', 'message', '12'],
    ['report  #8', 'report', '8'],
    ['订单 7998', 'order', '7998'],
    ['订单7998', 'order', '7998'],
    ['动态 77', 'moment', '77'],
    ['动态 #77', 'moment', '77'],
    ['私信12', 'message', '12'],
    ['头像认证 3', 'avatar_cert', '3'],
  ])('%s searches the %s with id %s', (typed, kind, id) => {
    expect(recordQuery(typed)).toEqual({ q: id, kind });
  });

  it.each(['123', '#77', 'Eric', 'user123', 'O202405010001', 'order', 'ghost 12', 'order 12 13'])(
    '%s is sent as typed',
    (typed) => {
      expect(recordQuery(`  ${typed} `)).toEqual({ q: typed, kind: null });
    },
  );
});
