// What the console's code gets for `zod` (build.mjs resolves it here): zod, told not to compile
// parsers with `new Function`. The CSP has no 'unsafe-eval', and zod's probe for it was reported
// as a violation on every screen that validates; the interpreted parsers are plenty for forms.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
