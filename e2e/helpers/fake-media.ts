import { readFileSync } from 'node:fs';

const chromium = JSON.parse(readFileSync(new URL('../chromium.json', import.meta.url), 'utf8')) as {
  executablePath: string;
  args: string[];
};

/**
 * Debian's chromium with a fake camera and microphone, granted without a prompt (issue #12, section 5): for the
 * video journeys only (`test.use({ launchOptions: FAKE_MEDIA_LAUNCH })`).
 */
export const FAKE_MEDIA_LAUNCH = {
  ...chromium,
  args: [...chromium.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
};
