/**
 * Shows enough of a phone number to tell two apart on the phone with the customer (the first 3
 * and last 4 digits) and hides the rest; short numbers keep only their last 2 digits.
 */
export function maskPhone(phone: string): string {
  const digits = [...phone].filter((c) => c >= '0' && c <= '9').length;
  const keepHead = digits >= 11 ? 3 : 0;
  const keepTail = digits >= 8 ? 4 : 2;
  let seen = 0;
  return [...phone]
    .map((c) => {
      if (c < '0' || c > '9') return c;
      seen++;
      return seen <= keepHead || seen > digits - keepTail ? c : '*';
    })
    .join('');
}
