import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from '../../tools/eslint/layers.mjs';

// The layer rule alone, as eslint.config.mjs sets it, without type information: the probes are
// files that do not exist, importing modules that do (an import that resolves to nothing is not checked).
const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX },
      rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [createTypeScriptImportResolver()],
      },
    },
  ],
});

async function messagesOf(file: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${importPath}';\nexport { probe };\n`, {
    filePath: file,
  });
  return result!.messages.map((m) => m.message);
}

describe('the service write zones', () => {
  it('refuse services/core importing a service area', async () => {
    const messages = await messagesOf('src/server/services/core/probe.ts', '../moderation/report-finish');
    expect(messages).toEqual([expect.stringContaining('services/core is the write core')]);
    expect(await messagesOf('src/server/services/core/probe.ts', '../action-log/action-log-query')).toHaveLength(1);
  });

  it('let services/core import itself and db/', async () => {
    expect(await messagesOf('src/server/services/core/probe.ts', './change-rows')).toEqual([]);
    expect(await messagesOf('src/server/services/core/probe.ts', '../../db/rule-content')).toEqual([]);
  });

  it('refuse moderation, rules and enforcement importing one another', async () => {
    const pairs = [
      ['src/server/services/moderation/probe.ts', '../rules/backlog'],
      ['src/server/services/moderation/probe.ts', '../enforcement/enforce'],
      ['src/server/services/rules/probe.ts', '../moderation/update-enabled'],
      ['src/server/services/rules/probe.ts', '../enforcement/content-act'],
      ['src/server/services/enforcement/probe.ts', '../moderation/report-finish'],
      ['src/server/services/enforcement/probe.ts', '../rules/person-holds'],
    ] as const;
    for (const [file, path] of pairs)
      expect(await messagesOf(file, path), `${file} → ${path}`).toEqual([
        expect.stringContaining('moderation, rules and enforcement never import one another'),
      ]);
  });

  it('let each of them call down into services/core', async () => {
    for (const area of ['moderation', 'rules', 'enforcement'])
      for (const path of ['../core/transaction', '../core/change-rows', '../core/holds', '../core/action-log'])
        expect(await messagesOf(`src/server/services/${area}/probe.ts`, path)).toEqual([]);
  });
});
