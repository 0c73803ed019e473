// Prints the INSERT of the public suffix list the text-fold migration holds (table
// text_public_suffixes), read out of the trie that `tldts` ships, so that the database's
// text_registrable_domain() and the server's tldts answer from the same list. Each row is a rule
// as the list writes it: `co.uk`, `*.ck` (a wildcard), `!www.ck` (an exception), with `private`
// for the list's private section (github.io, blogspot.com). Run it after upgrading tldts and paste
// the output over the migration's rows: node tools/rules/gen-public-suffixes.mjs > /tmp/psl.sql
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('../../node_modules/tldts/src/data/trie.ts', import.meta.url), 'utf8');
const array = (name) => {
  const m = new RegExp(`export const ${name} = [^\\[]*\\[([^\\]]*)\\]`).exec(source);
  return m[1].split(',').map(Number);
};
const nodeFlags = array('nodeFlags');
const edgeStart = array('edgeStart');
const edgeLength = array('edgeLength');
const edgeChild = array('edgeChild');
const labelText = JSON.parse(/export const labelText = ("(?:[^"\\]|\\.)*")/.exec(source)[1]);
const rulesRoot = Number(/export const rulesRoot = (\d+)/.exec(source)[1]);
const exceptionsRoot = Number(/export const exceptionsRoot = (\d+)/.exec(source)[1]);

const edgeOffset = [];
for (let e = 0, offset = 0; e < edgeLength.length; e++) {
  edgeOffset.push(offset);
  offset += edgeLength[e];
}
const label = (e) => labelText.slice(edgeOffset[e], edgeOffset[e] + edgeLength[e]);

const rows = new Map();
function walk(node, labels, exception) {
  for (let e = edgeStart[node]; e < edgeStart[node + 1]; e++) {
    const child = edgeChild[e];
    const path = [label(e), ...labels];
    const flags = nodeFlags[child];
    if (flags !== 0) rows.set(`${exception ? '!' : ''}${path.join('.')}`, (flags & 1) === 0);
    walk(child, path, exception);
  }
}
walk(rulesRoot, [], false);
walk(exceptionsRoot, [], true);
const sql = (s) => `'${s.replace(/'/g, "''")}'`;
const lines = [...rows].sort(([a], [b]) => (a < b ? -1 : 1)).map(([r, p]) => `(${sql(r)},${p})`);
process.stdout.write(`INSERT INTO text_public_suffixes (rule, private) VALUES\n${lines.join(',\n')};\n`);
console.error(`${lines.length} rules`);
