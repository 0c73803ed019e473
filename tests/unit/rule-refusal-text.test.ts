import { describe, expect, it } from 'vitest';
import { refusalText } from '#client/screens/rule-list/rule-draft';
import en from '#client/screens/rule-list/locale/en-US';
import type { MessageKey } from '#client/i18n/message-key';

const t = (key: MessageKey) => (en as Record<string, string>)[key] ?? key;

describe("a server's refusal of a pattern, in the form's words", () => {
  it('names a domain refusal once, with the entry it could not read', () => {
    expect(refusalText('pattern: names no site (a public suffix or an unknown ending): github.io', t)).toBe(
      'Names no site (a public suffix or an unknown ending): github.io',
    );
  });

  it('asks for a term or pattern where the server says one is required', () => {
    expect(refusalText('pattern: is required', t)).toBe('Type a term or pattern');
  });
});
