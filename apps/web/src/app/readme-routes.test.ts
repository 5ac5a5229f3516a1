import { describe, expect, it } from 'vitest';
import readme from '../../README.md?raw';
import { ROUTES } from './route-table';

/** The README's route table must say the truth: nothing unfinished passes for done. */
describe('README route table', () => {
  const rows = new Map(
    readme
      .split('\n')
      .map((line) => /^\|\s*`([^`]+)`\s*\|\s*(\w+)\s*\|[^|]+\|\s*(built|construction)\s*\|/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1], { space: match[2], status: match[3] }]),
  );

  it('lists every route with its status', () => {
    expect(rows.size).toBe(ROUTES.length);
    for (const entry of ROUTES)
      expect(rows.get(entry.path), entry.path).toEqual({ space: entry.space, status: entry.status });
  });
});
