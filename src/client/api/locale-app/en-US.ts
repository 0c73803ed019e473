/**
 * A refusal by its reason (40300 `data.reason`, 42200 `data.why`) as a toast says it, in every
 * language: the server's `msg` is written for scripts and logs (it names fields such as
 * `amountCents`). These come with the console: a refusal on /login is said by its form.
 */
export default {
  'request.forbidden.REAUTH_REQUIRED': 'Re-enter your password to continue',
  'request.forbidden.PASSWORD_CHANGE_REQUIRED': 'Change your password first, in your settings',
  'request.forbidden.MFA_ENROLLMENT_REQUIRED': 'Set up a second factor first, in your settings',
  'request.forbidden.SESSION_ONLY': 'An API token may not call this',
  'request.refused.BAD_CREDENTIALS': 'Username or password is incorrect',
  'request.refused.WRONG_PASSWORD': 'The password is incorrect',
  'request.refused.WRONG_CURRENT_PASSWORD': 'The current password is incorrect',
  'request.refused.LAST_ROOT': 'This is the last enabled ADMIN_ROOT; the console must keep one',
  'request.refused.DISABLE_SELF': 'You cannot disable yourself',
  'request.refused.DEMOTE_SELF': 'You cannot remove ADMIN_ROOT from yourself',
  'request.refused.RESET_OWN_PASSWORD': 'Change your own password in your settings',
  'request.refused.NO_KEY': 'The server has no key for second factors; an operator must set MFA_ENCRYPTION_KEY first',
  'request.refused.ALREADY_ENABLED': 'A second factor is already on; turn it off first',
  'request.refused.NO_ENROLMENT': 'No set-up of a second factor is waiting; start one first',
  'request.refused.ENROLMENT_CHANGED': 'The set-up changed meanwhile; start again',
  'request.refused.NO_SECOND_FACTOR': 'No second factor is on',
  'request.refused.NOT_PAID': 'Only paid orders can be refunded',
  'request.refused.CHANGED': 'The order changed meanwhile; try again',
  'request.refused.FULLY_REFUNDED': 'The order is already fully refunded',
  'request.refused.ABOVE_REFUNDABLE': 'The amount is above what is left to refund',
  'request.refused.REPORT_FINISHED': 'Already finished: report {{ids}}',
  'request.refused.MESSAGE_NOT_DISABLEABLE': 'A private message cannot be disabled: report {{ids}}',
  'request.refused.ALREADY_SUSPENDED': 'The account is already suspended',
  'request.refused.ALREADY_BANNED': 'The account is already banned',
  'request.refused.ENFORCEMENT_REVOKED': 'The enforcement has already been taken back',
  'request.refused.ALREADY_APPEALED': 'The enforcement has already been appealed',
  'request.refused.APPEAL_NOT_PENDING': 'The appeal has already been decided',
  'request.refused.APPEAL_NOT_DECIDED': 'The appeal has not been decided yet',
  'request.refused.SUSPENSION_IN_FORCE': 'Another suspension of the account is in force',
  'request.refused.RULE_DISABLED': 'The rule is disabled: enable it before applying it to the backlog',
};
