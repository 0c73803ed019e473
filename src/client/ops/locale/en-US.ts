/**
 * Shared words of the ops screens, and the contract's field rules (`rule.<English text>`) so
 * inline messages match the server's; see rule-text.ts.
 */
export default {
  'ops.stepUp.title': 'Confirm it is you',
  'ops.stepUp.why': 'This action needs your password again (it stays confirmed for 15 minutes).',
  'ops.stepUp.password': 'Your password',
  'ops.stepUp.submit': 'Confirm and continue',
  'ops.stepUp.required': 'Enter your password',
  'ops.stepUp.wrong': 'The password is incorrect',
  'ops.cmd.next': 'Next row',
  'ops.cmd.prev': 'Previous row',
  'ops.cmd.open': 'Open the row',
  'rule.is required': 'Required',
  'rule.must be at most 64 characters': 'At most 64 characters',
  'rule.must be at most 500 characters': 'At most 500 characters',
  'rule.must be at most 2048 characters': 'At most 2048 characters',
  'rule.must be at most 254 characters': 'At most 254 characters',
  'rule.must be 2–32 characters of a-z, 0-9, _ and -': 'Must be 2–32 characters of a-z, 0-9, _ and -',
  'rule.must be an https:// URL': 'Must be an https:// URL',
  'rule.must look like 1.2.3 or 1.2.3-beta.1': 'Must look like 1.2.3 or 1.2.3-beta.1',
  'rule.is already used by another channel': 'Is already used by another channel',
  'rule.must be 2–64 characters of a-z, 0-9, _ . -': 'Must be 2–64 characters of a-z, 0-9, _ . -',
  'rule.at least one role is required': 'At least one role is required',
  'rule.must be an email address': 'Must be an email address',
  'rule.must be a phone number (digits, spaces, + - ( ))': 'Must be a phone number (digits, spaces, + - ( ))',
  'rule.must be up to 32 characters of a-z, 0-9, _ and -': 'Must be up to 32 characters of a-z, 0-9, _ and -',
  'rule.must be an http:// or https:// URL': 'Must be an http:// or https:// URL',
};
