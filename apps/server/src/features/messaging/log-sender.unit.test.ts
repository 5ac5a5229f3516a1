import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createLogger } from '../../lib/logger';
import { logSender, type DemoOutboxLine } from './log-sender';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sante-outbox-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const logger = createLogger('silent');

function message(recipient: string, params: Record<string, string>) {
  return {
    id: `m-${recipient}`,
    channel: 'sms' as const,
    recipient,
    template: 'phone_change_code' as const,
    locale: 'fr',
    params,
    text: 'texte',
  };
}

describe('demo outbox file (DEMO_OUTBOX_FILE)', () => {
  it('appends one JSON line per message, with the recipient and its code or link', async () => {
    const file = path.join(dir, 'outbox.jsonl');
    const send = logSender(logger, file);
    await send(message('+237651234567', { code: '123456' }));
    await send({ ...message('awa@example.cm', { link: 'http://localhost/reset?token=t' }), channel: 'email' });
    const lines = (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as DemoOutboxLine);
    expect(lines).toEqual([
      { to: '+237651234567', channel: 'sms', template: 'phone_change_code', code: '123456' },
      { to: 'awa@example.cm', channel: 'email', template: 'phone_change_code', link: 'http://localhost/reset?token=t' },
    ]);
  });

  it('is refused in production, and resolved to an absolute path otherwise', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(() => loadEnv({ ...production, DEMO_OUTBOX_FILE: '/tmp/outbox.jsonl' })).toThrow(/DEMO_OUTBOX_FILE/);
    expect(loadEnv({ NODE_ENV: 'development', DATA_DIR: dir, DEMO_OUTBOX_FILE: 'outbox.jsonl' }).DEMO_OUTBOX_FILE).toBe(
      path.resolve('outbox.jsonl'),
    );
  });
});
