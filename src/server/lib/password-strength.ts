import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import {
  PASSWORD_SUGGESTIONS,
  PASSWORD_WARNINGS,
  type PasswordFeedback,
  type PasswordSuggestion,
  type PasswordWarning,
} from '#contract/password-policy';

let factory: ZxcvbnFactory | null = null;

/**
 * zxcvbn with its language-neutral dictionaries (common passwords, diceware words) and keyboard
 * graphs. No translations are given, so its feedback comes back as the keys the console
 * translates into both languages. Built on first use (~40 ms) and kept.
 */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory;
}

const isWarning = (key: string | null): key is PasswordWarning =>
  key !== null && (PASSWORD_WARNINGS as readonly string[]).includes(key);
const isSuggestion = (key: string): key is PasswordSuggestion =>
  (PASSWORD_SUGGESTIONS as readonly string[]).includes(key);

/**
 * How guessable a password is (zxcvbn's score, 0–4) and why, counting the username and the
 * other things the caller knows about the account as words an attacker would try first.
 */
export function passwordStrength(password: string, userInputs: string[]): PasswordFeedback {
  const result = zxcvbn().check(password, userInputs);
  return {
    score: result.score,
    warning: isWarning(result.feedback.warning) ? result.feedback.warning : null,
    suggestions: result.feedback.suggestions.filter(isSuggestion),
  };
}

/** Builds zxcvbn's dictionaries now, so that the first password set after start does not wait for them. */
export function preloadPasswordStrength(): void {
  zxcvbn();
}
