/** Password length rules, zod-free so that the login bundle can read them too. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** The lowest zxcvbn score (0–4) a new password may have: 3 is "safely unguessable" (10^8 guesses or more). */
export const PASSWORD_MIN_SCORE = 3;

/** What zxcvbn says is wrong with a weak password, as keys the console translates. */
export const PASSWORD_WARNINGS = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
  'pwned',
] as const;
export type PasswordWarning = (typeof PASSWORD_WARNINGS)[number];

/** What zxcvbn suggests instead, as keys the console translates. */
export const PASSWORD_SUGGESTIONS = [
  'l33t',
  'reverseWords',
  'allUppercase',
  'capitalization',
  'dates',
  'recentYears',
  'associatedYears',
  'sequences',
  'repeated',
  'longerKeyboardPattern',
  'anotherWord',
  'useWords',
  'noNeed',
  'pwned',
] as const;
export type PasswordSuggestion = (typeof PASSWORD_SUGGESTIONS)[number];

/** zxcvbn's reading of a password refused as `too_weak`, carried in the 40000's `data.feedback`. */
export interface PasswordFeedback {
  score: number;
  warning: PasswordWarning | null;
  suggestions: PasswordSuggestion[];
}
