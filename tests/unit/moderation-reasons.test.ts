import { describe, expect, it } from 'vitest';
import { REASON_CODES, REASON_STORED_TEXT, reasonCodeOf, storedReason } from '#contract/moderation-reasons';
import en from '#client/screens/moderation/locale/en-US';
import zh from '#client/screens/moderation/locale/zh-CN';

describe('preset reasons', () => {
  it('store the code and the default language’s words, then the note', () => {
    expect(storedReason('spam', undefined)).toBe('[spam] 垃圾信息或广告');
    expect(storedReason('hate', 'slur in the title')).toBe('[hate] 仇恨言论: slur in the title');
    expect(storedReason(undefined, 'typed by hand')).toBe('typed by hand');
    expect(storedReason(undefined, undefined)).toBeUndefined();
  });

  it('read their code back from what was stored, and nothing from a note that only looks like one', () => {
    expect(reasonCodeOf('[low_quality] 低质量或无关内容: dup')).toBe('low_quality');
    expect(reasonCodeOf('[nonsense] x')).toBeNull();
    expect(reasonCodeOf('spam')).toBeNull();
    expect(reasonCodeOf(null)).toBeNull();
  });

  it('key n is the nth code, and the stored words are the zh-CN words the keys show', () => {
    REASON_CODES.forEach((code, i) => {
      const key = `mod.reason.${i + 1}` as keyof typeof zh;
      expect(REASON_STORED_TEXT[code]).toBe(zh[key]);
      expect(en[key]).toBeTruthy();
    });
  });
});
