import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

interface Metafile {
  inputs: Record<string, { imports: { path: string; kind: string; original?: string }[] }>;
}

interface Report {
  firstLoadJs: { gzip: number };
  firstLoadCss: { gzip: number };
  chunks: { chunk: string; kind: string; gzip: number }[];
}

/** The bundle global-setup just built; /login's byte budget of issue 3 (80 KB JS, 15 KB CSS). */
describe('client bundle budget', () => {
  const report = JSON.parse(readFileSync(`${dist}build-report.json`, 'utf8')) as Report;
  const chunk = (prefix: string) => report.chunks.filter((c) => c.chunk.startsWith(prefix));

  it('/login loads at most 80 KB gzip of JS: the early guards, the entry and its imports (the dictionary is in the page)', () => {
    const page = readFileSync(`${dist}client/login.zh-CN.html`, 'utf8');
    expect(page).toContain('id="boot-messages"');
    expect(report.firstLoadJs.gzip).toBeLessThanOrEqual(80 * 1024);
  });

  it('the boot dictionaries are still chunks, for a language chosen before the server knew of it', () => {
    expect(chunk('chunk-boot.').length).toBe(2);
  });

  it('ships every dictionary as one JSON.parse of a string, which V8 reads faster than object literals', () => {
    const dictionaries = readdirSync(`${dist}client/assets`).filter((f) =>
      /^chunk-(app|boot)\.[A-Za-z-]+-\w+\.js$/.test(f),
    );
    expect(dictionaries).toHaveLength(4);
    for (const file of dictionaries) {
      const code = readFileSync(`${dist}client/assets/${file}`, 'utf8');
      // The minifier picks the quote: ' or, when the text holds one, `.
      expect(/JSON\.parse\(['`]\{"/.test(code), file).toBe(true);
    }
  });

  it("gives the console's modules React as ES bindings made once, not a copy of its CommonJS exports each", () => {
    const meta = JSON.parse(readFileSync(`${dist}client-meta.json`, 'utf8')) as Metafile;
    const shims: Record<string, string> = {
      react: 'src/client/vendor/react.ts',
      'react/jsx-runtime': 'src/client/vendor/jsx-runtime.ts',
    };
    const imports = Object.entries(meta.inputs).flatMap(([file, input]) =>
      input.imports.filter((i) => i.original! in shims && i.kind === 'import-statement').map((i) => ({ file, ...i })),
    );
    expect(imports.length).toBeGreaterThan(100);
    for (const i of imports)
      if (!Object.values(shims).includes(i.file)) expect(i.path, i.file).toBe(shims[i.original!]);
  });

  it('/login loads at most 15 KB gzip of CSS', () => {
    expect(report.firstLoadCss.gzip).toBeLessThanOrEqual(15 * 1024);
  });

  it('keeps the palette (cmdk), uPlot and the shell out of the first load', () => {
    const html = readFileSync(`${dist}client/login.zh-CN.html`, 'utf8');
    const loaded = [...html.matchAll(/assets\/([^"]+\.js)/g)].map((m) => m[1]!);
    const code = loaded.map((f) => readFileSync(`${dist}client/assets/${f}`, 'utf8')).join('\n');
    expect(code).not.toContain('cmdk-input');
    expect(code).not.toContain('uplot');
    expect(code).not.toContain('u-legend');
    expect(loaded.some((f) => f.startsWith('chunk-shell-') || f.startsWith('chunk-palette-'))).toBe(false);
  });

  it("keeps proxy-compare's render tracking, which only useSnapshot after login runs, out of the first load", () => {
    const html = readFileSync(`${dist}client/login.zh-CN.html`, 'utf8');
    const loaded = [...html.matchAll(/assets\/([^"]+\.js)/g)].map((m) => m[1]!);
    const code = loaded.map((f) => readFileSync(`${dist}client/assets/${f}`, 'utf8')).join('\n');
    // isChanged's error and affectedToPathList's segment: neither runs before login.
    expect(code).not.toContain('invalid used');
    expect(code).not.toContain(':ownKeys');
  });
});
