/** Whether a form's draft holds input its starting values did not: a plain record of field values. */
export function draftChanged<T>(draft: T, start: T): boolean {
  return JSON.stringify(draft) !== JSON.stringify(start);
}
