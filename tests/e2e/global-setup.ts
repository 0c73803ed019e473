import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The e2e suite runs against the real bundle, so it builds once before any test. */
export default function setup() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
}
