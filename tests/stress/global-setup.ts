import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Crash and replica tests run the real server bundle as child processes. */
export default function setup() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync(process.execPath, ['build.mjs', '--server-only', '--quiet'], { cwd: root, stdio: 'inherit' });
}
