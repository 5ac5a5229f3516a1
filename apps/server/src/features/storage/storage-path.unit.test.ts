import { describe, expect, it } from 'vitest';
import { isValidBucketId, isValidObjectPath, listPrefixOf } from './storage-path';

describe('isValidObjectPath', () => {
  it('accepts ordinary nested paths, accents and dots inside names', () => {
    for (const path of ['a.png', 'user-1/photo.webp', 'dossier/résultat bilan.pdf', 'a..b/c...d.txt', 'x'.repeat(1024)])
      expect(isValidObjectPath(path), path).toBe(true);
  });

  it('refuses traversal, absolute paths, backslashes, control characters and long paths', () => {
    for (const path of [
      '',
      '..',
      '../secret',
      'a/../b',
      'a/..',
      './a',
      '/etc/passwd',
      'a//b',
      'a/',
      'a\\b',
      '..\\windows',
      'a\u0000b',
      'line\nbreak',
      'tab\there',
      'del\u007f',
      'x'.repeat(1025),
    ])
      expect(isValidObjectPath(path), JSON.stringify(path)).toBe(false);
  });
});

describe('listPrefixOf', () => {
  it('allows an empty prefix and a trailing slash, refuses traversal', () => {
    expect(listPrefixOf(undefined)).toBe('');
    expect(listPrefixOf('user/')).toBe('user');
    expect(() => listPrefixOf('../x')).toThrow('invalid_path');
  });
});

describe('isValidBucketId', () => {
  it('accepts slugs and refuses route words, dots first and upper case', () => {
    expect(isValidBucketId('medical-documents')).toBe(true);
    for (const id of ['sign', 'public', '..', '.hidden', 'Avatars', 'a/b', ''])
      expect(isValidBucketId(id), id).toBe(false);
  });
});
