import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The test server has no SMS, WhatsApp or e-mail provider: its demo sender appends every message to a file
 * (DEMO_OUTBOX_FILE, one JSON line each; see apps/server/src/features/messaging/log-sender.ts). The tests read
 * the codes there, as a person reads them on their phone.
 */

/** The outbox file of the test server on `port` (playwright.config.ts hands it to start-server.mjs). */
export function demoOutboxFile(port: number | string): string {
  return path.join(tmpdir(), `sante-e2e-outbox-${port}.jsonl`);
}

type OutboxLine = { to: string; channel: string; template: string; code?: string; link?: string };

function currentOutboxFile(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('demo outbox: the project has no baseURL');
  return demoOutboxFile(new URL(baseURL).port);
}

async function readOutbox(file: string): Promise<OutboxLine[]> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** How many codes have been sent to `recipient` so far (to wait for the next one with `readLatestCode`). */
export async function countCodesSentTo(recipient: string): Promise<number> {
  return (await readOutbox(currentOutboxFile())).filter((line) => line.to === recipient && line.code).length;
}

/**
 * The last code sent to `recipient` (E.164 phone, e.g. `+237651234567`, or e-mail), waiting for the server's
 * job worker to deliver it (it polls its queue every second). `after`: how many codes the recipient had already
 * received (`countCodesSentTo`), so that an earlier code (the sign-up's) is never taken for the one awaited.
 */
export async function readLatestCode(recipient: string, options: { after?: number } = {}): Promise<string> {
  const file = currentOutboxFile();
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const codes = (await readOutbox(file)).filter((line) => line.to === recipient && line.code);
        code = codes.length > (options.after ?? 0) ? codes.at(-1)?.code : undefined;
        return code;
      },
      { message: `a code sent to ${recipient} in ${file}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** The last link sent to `recipient` (e.g. an invitation that staff sent to its owner), waiting for delivery. */
export async function readLatestLink(recipient: string): Promise<string> {
  const file = currentOutboxFile();
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await readOutbox(file)).findLast((line) => line.to === recipient && line.link)?.link;
        return link;
      },
      { message: `a link sent to ${recipient} in ${file}`, timeout: 10_000 },
    )
    .toMatch(/^https?:\/\//);
  return link ?? '';
}

/** Waits until the demo sender has written a `template` message to `recipient` on `channel`. */
export async function expectMessageInOutbox(recipient: string, channel: string, template: string): Promise<void> {
  const file = currentOutboxFile();
  await expect
    .poll(
      async () =>
        (await readOutbox(file)).some(
          (line) => line.to === recipient && line.channel === channel && line.template === template,
        ),
      { message: `a ${channel} ${template} message to ${recipient} in ${file}`, timeout: 10_000 },
    )
    .toBe(true);
}
