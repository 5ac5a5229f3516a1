import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@sante/shared/error-codes';
import { describe, expect, it } from 'vitest';
import en from './en/common.json';
import enMessages from './en/messages.json';
import fr from './fr/common.json';
import frMessages from './fr/messages.json';

const repo = path.resolve(import.meta.dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry) && !/\.test\.ts$/.test(entry) ? [file] : [];
  });
}

/** Message keys the server and the shared schemas send to the browser (`validation.*`, `password.*`). */
const sentKeys = [
  ...new Set(
    [
      ...sourceFiles(path.join(repo, 'apps/server/src')),
      ...sourceFiles(path.join(repo, 'packages/shared/src')),
    ].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'((?:validation|password)\.[a-zA-Z]+)'/g)].map(
        (match) => match[1] ?? '',
      ),
    ),
  ),
];

function has(catalogue: unknown, key: string): boolean {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.length > 0;
}

/** `common` as i18next holds it once the error and validation texts are loaded (`loadMessageTexts`). */
function withMessages<C extends { errors: object; validation: object }>(
  common: C,
  messages: { errors: object; validation: object },
) {
  return {
    ...common,
    errors: { ...common.errors, ...messages.errors },
    validation: { ...common.validation, ...messages.validation },
  };
}

describe('catalogues cover what the API sends', () => {
  it('finds the keys to check', () => {
    expect(sentKeys).toContain('validation.required');
    expect(sentKeys).toContain('password.tooCommon');
  });

  it.each([
    ['fr', withMessages(fr, frMessages)],
    ['en', withMessages(en, enMessages)],
  ])('%s has every message key and every error code', (_language, catalogue) => {
    expect(sentKeys.filter((key) => !has(catalogue, key))).toEqual([]);
    expect(ERROR_CODES.filter((code) => !has(catalogue, `errors.${code}`))).toEqual([]);
  });
});
