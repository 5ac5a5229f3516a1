// npm run bench:video (issue #12 §4): two headless chromium clients with a fake camera and microphone join one paid
// teleconsultation of the built app through coturn, the patient behind a bad mobile link, and the script reports
// the time to first audio, the bitrate of the 180p mode and of audio only, and whether the room proposes its
// fallback. Needs root (a network namespace), coturn (/usr/bin/turnserver) and `npm run build` first.
//
// The link: the patient's browser runs in a network namespace this script creates, joined to the host by a veth
// pair on private addresses; the kernel's `tbf` limits it to 400 kbit/s each way. This machine's kernel has no
// `netem` (nor the tc actions that drop packets), so the 300 ms round trip and the 3 % loss are added in user space,
// still on the patient's side of the link: by this script's UDP relay in front of coturn (the media: 150 ms each
// way, 3 % of the datagrams dropped each way) and by its TCP relay inside the namespace (the page, the API and the
// signalling: 150 ms each way, no loss, TCP would retransmit it). Both browsers are forced to relay through TURN
// (`iceTransportPolicy: 'relay'`, set by this script's page hook: the app leaves ICE free). Everything it starts is
// stopped and the namespace removed on exit.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, root, startBenchServer } from './bench-server.mjs';

/** The patient's link; `BENCH_LINK=<kbit/s>,<RTT ms>,<loss %>` tries another (e.g. `400,300,8`). */
const LINK = (() => {
  const [kbit, rttMs, lossPercent] = (process.env.BENCH_LINK ?? '400,300,3').split(',').map(Number);
  if (
    ![kbit, rttMs, lossPercent].every(Number.isFinite) ||
    kbit < 16 ||
    rttMs < 0 ||
    lossPercent < 0 ||
    lossPercent > 50
  ) {
    throw new Error('BENCH_LINK: <kbit/s ≥ 16>,<RTT ms ≥ 0>,<loss % 0-50>');
  }
  return { kbit, rttMs, lossPercent };
})();
const ONE_WAY_MS = LINK.rttMs / 2;
const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
const DOCTOR = { email: 'dermatologue.yaounde@demo.cm', password: 'Demo-Sante-2026' };
const PATIENT = { email: 'patient@demo.cm', password: 'Demo-Sante-2026', phone: '+237690000001' };
/** Seconds of each measured window, after a settling time. */
const SETTLE_MS = 5_000;
const WINDOW_MS = 20_000;

/** Relays 127.0.0.1:listenPort to host:port, each chunk `delay` ms late in each direction (order kept). */
function forwardTcp(listenPort, host, port, delay) {
  const later = (action) => setTimeout(action, delay);
  net
    .createServer((client) => {
      const upstream = net.connect(port, host);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ]) {
        from.on('data', (chunk) => later(() => to.write(chunk)));
        from.on('end', () => later(() => to.end()));
        from.on('error', () => to.destroy());
        from.on('close', () => later(() => to.destroy()));
      }
    })
    .listen(listenPort, '127.0.0.1', () => process.stdout.write('ready\n'));
}

/** Runs a command, failing with its error output. */
function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.error}`);
}

/** Waits for `check()` to be true, polling every 200 ms, for at most `ms`. */
async function until(check, ms, what) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/* global window */
/**
 * In every page: the room's RTCPeerConnection is forced to relay through TURN, kept for `getStats`, and the moment
 * its first audio packet arrives is noted (polled every 100 ms).
 */
function pageHook() {
  const Native = window.RTCPeerConnection;
  const bench = { pcs: [], firstAudioAt: null };
  window.__bench = bench;
  window.RTCPeerConnection = class extends Native {
    constructor(config = {}) {
      super({ ...config, iceTransportPolicy: 'relay' });
      bench.pcs.push(this);
      const poll = setInterval(async () => {
        if (bench.firstAudioAt !== null || this.connectionState === 'closed') return clearInterval(poll);
        const stats = await this.getStats();
        stats.forEach((entry) => {
          if (entry.type === 'inbound-rtp' && entry.kind === 'audio' && entry.packetsReceived > 0) {
            bench.firstAudioAt ??= Date.now();
          }
        });
      }, 100);
    }
  };
}

/** The counters of the page's connected RTCPeerConnection (bytes, packets, the nominated pair). */
function readCounters() {
  const pc = window.__bench.pcs.findLast((candidate) => candidate.connectionState === 'connected');
  if (!pc) return null;
  return pc.getStats().then((report) => {
    const byId = new Map();
    report.forEach((entry) => byId.set(entry.id, entry));
    const out = {
      at: Date.now(),
      inAudio: 0,
      inVideo: 0,
      outAudio: 0,
      outVideo: 0,
      wireIn: 0,
      wireOut: 0,
      packetsReceived: 0,
      packetsLost: 0,
      frameHeight: null,
      framesPerSecond: null,
      rttMs: null,
      local: null,
      remote: null,
    };
    report.forEach((entry) => {
      if (entry.type === 'inbound-rtp') {
        out[entry.kind === 'audio' ? 'inAudio' : 'inVideo'] += entry.bytesReceived ?? 0;
        out.packetsReceived += entry.packetsReceived ?? 0;
        out.packetsLost += entry.packetsLost ?? 0;
        if (entry.kind === 'video') {
          out.frameHeight = entry.frameHeight ?? null;
          out.framesPerSecond = entry.framesPerSecond ?? null;
        }
      }
      if (entry.type === 'outbound-rtp') out[entry.kind === 'audio' ? 'outAudio' : 'outVideo'] += entry.bytesSent ?? 0;
      if (entry.type === 'transport' && entry.selectedCandidatePairId) {
        const pair = byId.get(entry.selectedCandidatePairId);
        out.rttMs = pair?.currentRoundTripTime === undefined ? null : Math.round(pair.currentRoundTripTime * 1000);
        out.local = byId.get(pair?.localCandidateId)?.candidateType ?? null;
        out.remote = byId.get(pair?.remoteCandidateId)?.candidateType ?? null;
        out.wireIn = pair?.bytesReceived ?? 0;
        out.wireOut = pair?.bytesSent ?? 0;
      }
    });
    return out;
  });
}

/** kbit/s of each counter between two readings, the loss ratio and what the second reading says. */
function rates(first, second) {
  const seconds = (second.at - first.at) / 1000;
  const kbit = (key) => Math.round(((second[key] - first[key]) * 8) / seconds / 100) / 10;
  const received = second.packetsReceived - first.packetsReceived;
  const lost = second.packetsLost - first.packetsLost;
  return {
    inAudio: kbit('inAudio'),
    inVideo: kbit('inVideo'),
    outAudio: kbit('outAudio'),
    outVideo: kbit('outVideo'),
    wireIn: kbit('wireIn'),
    wireOut: kbit('wireOut'),
    lossPercent: received + lost > 0 ? Math.round((lost / (received + lost)) * 1000) / 10 : 0,
    rttMs: second.rttMs,
    frameHeight: second.inVideo > first.inVideo ? second.frameHeight : null,
    framesPerSecond: second.framesPerSecond,
    relayed: second.local === 'relay' && second.remote === 'relay',
  };
}

async function main() {
  if (process.getuid?.() !== 0) throw new Error('bench:video needs root (ip netns, tc)');
  if (!existsSync('/usr/bin/turnserver')) throw new Error('coturn is not installed (apt-get install coturn)');
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('run `npm run build` first');
  const doualaMinutes = (new Date().getUTCHours() + 1) * 60 + new Date().getUTCMinutes();
  if (doualaMinutes % (24 * 60) > 24 * 60 - 35) throw new Error('the consultation would cross midnight in Douala');

  const id = process.pid % 250;
  const ns = `sante-video-${process.pid}`;
  const [hostVeth, nsVeth] = [`svh${process.pid}`.slice(0, 15), `svn${process.pid}`.slice(0, 15)];
  const [hostIp, nsIp] = [`10.231.${id}.1`, `10.231.${id}.2`];
  const workDir = mkdtempSync(path.join(tmpdir(), 'sante-bench-video-'));
  const started = [];
  const browsers = [];
  const sockets = [];
  let server;
  const cleanUp = async () => {
    for (const browser of browsers) await browser.close().catch(() => {});
    for (const socket of sockets) socket.close();
    for (const child of started) child.kill('SIGTERM');
    server?.stop();
    spawnSync('ip', ['netns', 'del', ns]);
    spawnSync('ip', ['link', 'del', hostVeth]);
    rmSync(workDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(1)));
  }
  const startedAt = Date.now();

  try {
    // The link: a namespace, a veth pair, 400 kbit/s each way.
    run('ip', ['netns', 'add', ns]);
    run('ip', ['link', 'add', hostVeth, 'type', 'veth', 'peer', 'name', nsVeth]);
    run('ip', ['link', 'set', nsVeth, 'netns', ns]);
    run('ip', ['addr', 'add', `${hostIp}/30`, 'dev', hostVeth]);
    run('ip', ['link', 'set', hostVeth, 'up']);
    const inNs = (...args) => run('ip', ['netns', 'exec', ns, ...args]);
    inNs('ip', 'addr', 'add', `${nsIp}/30`, 'dev', nsVeth);
    inNs('ip', 'link', 'set', nsVeth, 'up');
    inNs('ip', 'link', 'set', 'lo', 'up');
    const shape = ['root', 'tbf', 'rate', `${LINK.kbit}kbit`, 'burst', '4kb', 'latency', '200ms'];
    run('tc', ['qdisc', 'add', 'dev', hostVeth, ...shape]);
    inNs('tc', 'qdisc', 'add', 'dev', nsVeth, ...shape);

    // coturn on the host side, with a throw-away config and the TURN REST API secret.
    const turnPort = 34_000 + id;
    const relayPort = 35_000 + id;
    const secret = randomBytes(24).toString('hex');
    const config = path.join(workDir, 'turnserver.conf');
    writeFileSync(
      config,
      [
        `listening-ip=${hostIp}`,
        `listening-port=${turnPort}`,
        `relay-ip=${hostIp}`,
        `min-port=${40_000 + id * 40}`,
        `max-port=${40_000 + id * 40 + 39}`,
        'use-auth-secret',
        `static-auth-secret=${secret}`,
        'realm=bench.sante.local',
        'fingerprint',
        'no-tls',
        'no-dtls',
        'no-cli',
        'no-stdout-log',
        `log-file=${path.join(workDir, 'turn.log')}`,
        `pidfile=${path.join(workDir, 'turn.pid')}`,
        '',
      ].join('\n'),
    );
    started.push(spawn('/usr/bin/turnserver', ['-c', config], { stdio: 'ignore' }));

    // The UDP relay in front of coturn: the patient's datagrams (from the namespace) late and sometimes lost.
    const relay = dgram.createSocket('udp4');
    sockets.push(relay);
    const upstreams = new Map();
    const impaired = (address) => address === nsIp;
    let closed = false;
    sockets.push({ close: () => (closed = true) });
    const deliver = (address, send) => {
      if (closed) return;
      if (!impaired(address)) return send();
      if (Math.random() * 100 < LINK.lossPercent) return;
      setTimeout(() => closed || send(), ONE_WAY_MS);
    };
    relay.on('message', (message, from) => {
      const key = `${from.address}:${from.port}`;
      let upstream = upstreams.get(key);
      if (!upstream) {
        upstream = dgram.createSocket('udp4');
        sockets.push(upstream);
        upstream.bind(0, hostIp);
        upstream.on('message', (answer) => deliver(from.address, () => relay.send(answer, from.port, from.address)));
        upstreams.set(key, upstream);
      }
      deliver(from.address, () => upstream.send(message, turnPort, hostIp));
    });
    await new Promise((resolve) => relay.bind(relayPort, hostIp, resolve));

    // The app, with the TURN server (through the relay) in its environment.
    process.env.TURN_URLS = `turn:${hostIp}:${relayPort}?transport=udp`;
    process.env.TURN_SECRET = secret;
    server = await startBenchServer(3_190);
    const port = new URL(server.base).port;

    // The patient's side reaches the app at localhost:<port> inside the namespace (same origin as the doctor).
    const forwarder = spawn(
      'ip',
      [
        'netns',
        'exec',
        ns,
        process.execPath,
        fileURLToPath(import.meta.url),
        '--forward',
        port,
        hostIp,
        port,
        ONE_WAY_MS,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    started.push(forwarder);
    await new Promise((resolve) => forwarder.stdout.once('data', resolve));

    const launchArgs = [...CHROMIUM_FLAGS, ...FAKE_MEDIA];
    const doctorBrowser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: launchArgs });
    browsers.push(doctorBrowser);
    const wrapper = path.join(workDir, 'chromium-in-namespace.sh');
    writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${ns} ${CHROMIUM_PATH} "$@"\n`);
    chmodSync(wrapper, 0o755);
    const patientBrowser = await chromium.launch({ executablePath: wrapper, args: launchArgs });
    browsers.push(patientBrowser);
    const context = (browser, viewport) =>
      browser.newContext({ baseURL: server.base, viewport, locale: 'fr-FR', timezoneId: 'Africa/Douala' });
    const doctorContext = await context(doctorBrowser, { width: 1280, height: 800 });
    const patientContext = await context(patientBrowser, { width: 360, height: 740 });
    await doctorContext.addInitScript(pageHook);
    await patientContext.addInitScript(pageHook);
    const doctor = await doctorContext.newPage();
    const patient = await patientContext.newPage();
    const origin = server.base;

    // The doctor signs in (the doctor session needs the form) and opens video hours now.
    await doctor.goto('/connexion/medecin');
    await doctor.getByLabel('E-mail ou téléphone').fill(DOCTOR.email);
    await doctor.getByLabel('Mot de passe', { exact: true }).fill(DOCTOR.password);
    await doctor.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await doctor.waitForURL(/\/dashboard-medecin$/);
    const doctorId = (await (await doctor.request.get('/api/auth/user')).json()).user.id;
    const start = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
    const doualaTime = (at) => new Date(at.getTime() + 3_600_000).toISOString().slice(11, 16);
    const day = new Date(start.getTime() + 3_600_000).toISOString().slice(0, 10);
    const hours = (await (await doctor.request.get('/api/doctors/me/availability')).json()).availability;
    const opened = await doctor.request.put('/api/doctors/me/availability', {
      headers: { origin },
      data: {
        ...hours,
        exceptions: [
          ...hours.exceptions,
          {
            kind: 'extra_hours',
            visitKind: 'teleconsultation',
            startDate: day,
            endDate: day,
            start: doualaTime(start),
            end: doualaTime(new Date(start.getTime() + 30 * 60_000)),
          },
        ],
      },
    });
    if (!opened.ok()) throw new Error(`doctor's hours: ${opened.status()} ${await opened.text()}`);

    // The patient (through the bad link) signs in, books and pays by the sandbox's Mobile Money.
    const api = patient.request;
    const signedIn = await api.post('/api/auth/token?grant_type=password', {
      headers: { origin },
      data: { email: PATIENT.email, password: PATIENT.password, portal: 'patient' },
    });
    if (!signedIn.ok()) throw new Error(`patient sign-in: ${signedIn.status()}`);
    const services = (await (await api.get('/api/services')).json()).services;
    const created = await api.post('/api/bookings', {
      headers: { origin },
      data: {
        serviceId: services.find((service) => service.code === 'video_teleconsultation')?.id,
        kind: 'teleconsultation',
        doctorId,
        startsAt: start.toISOString(),
        paymentChoice: 'mtn_momo',
        idempotencyKey: `bench-video-${Date.now()}`,
      },
    });
    if (created.status() !== 201) throw new Error(`booking: ${created.status()} ${await created.text()}`);
    const bookingId = (await created.json()).booking.id;
    const payment = await api.post('/api/payments', {
      headers: { origin },
      data: {
        payableType: 'booking',
        payableId: bookingId,
        method: 'mtn_momo',
        phone: PATIENT.phone,
        idempotencyKey: `bench-video-pay-${Date.now()}`,
      },
    });
    if (payment.status() !== 201) throw new Error(`payment: ${payment.status()} ${await payment.text()}`);
    const paymentId = (await payment.json()).payment.id;
    const approved = await api.post(`/api/payments/sandbox/${paymentId}/approve`, { headers: { origin } });
    if (!approved.ok()) throw new Error(`payment approval: ${approved.status()}`);

    // Both enter: the patient waits, the doctor admits them.
    const enter = async (page) => {
      await page.goto(`/visioconsultation/${bookingId}`, { timeout: 60_000 });
      await page.getByRole('button', { name: 'Tester ma caméra et mon micro' }).click({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Entrer dans la salle d’attente' }).click({ timeout: 30_000 });
    };
    const patientLoadStarted = Date.now();
    await enter(patient);
    const patientRoomMs = Date.now() - patientLoadStarted;
    await patient.getByText('Le médecin va vous rejoindre.').waitFor({ timeout: 30_000 });
    await enter(doctor);
    await doctor.getByText('Le patient est dans la salle d’attente.').waitFor({ timeout: 30_000 });
    const admittedAt = Date.now();
    await doctor.getByRole('button', { name: 'Faire entrer le patient' }).click();
    const connected = (page) => async () =>
      (await page.getByTestId('call-room').getAttribute('data-connection-state')) === 'connected';
    await until(connected(patient), 60_000, 'the patient connected');
    const connectedMs = Date.now() - admittedAt;
    await until(connected(doctor), 30_000, 'the doctor connected');
    await until(async () => (await patient.evaluate(() => window.__bench.firstAudioAt)) !== null, 30_000, 'audio');
    const firstAudioMs = (await patient.evaluate(() => window.__bench.firstAudioAt)) - admittedAt;

    // 180p mode (the app's default video), then audio only on both sides.
    const measure = async () => {
      await pause(SETTLE_MS);
      const before = [await patient.evaluate(readCounters), await doctor.evaluate(readCounters)];
      await pause(WINDOW_MS);
      const after = [await patient.evaluate(readCounters), await doctor.evaluate(readCounters)];
      return { patient: rates(before[0], after[0]), doctor: rates(before[1], after[1]) };
    };
    const proposal = async (page) => {
      const shown = page.getByTestId('fallback-proposal');
      return (await shown.count()) > 0 ? (await shown.first().innerText()).split('\n')[0] : null;
    };
    const video = await measure();
    const proposedInVideo = { patient: await proposal(patient), doctor: await proposal(doctor) };
    await patient.getByLabel('Économiser les données').check();
    await doctor.getByLabel('Économiser les données').check();
    const audio = await measure();
    const proposedInAudio = { patient: await proposal(patient), doctor: await proposal(doctor) };

    const side = (name, figures) =>
      `  ${name.padEnd(8)} received: audio ${figures.inAudio} + video ${figures.inVideo} kbit/s` +
      (figures.frameHeight ? ` (${figures.frameHeight}p, ${figures.framesPerSecond ?? '?'} fps)` : '') +
      `; sent: audio ${figures.outAudio} + video ${figures.outVideo} kbit/s (RTP payload);` +
      ` on the wire ${figures.wireIn} in / ${figures.wireOut} out kbit/s (RTP, RTCP, SRTP, STUN);` +
      ` loss ${figures.lossPercent} %; RTT ${figures.rttMs ?? '?'} ms; ${figures.relayed ? 'relayed by TURN' : 'NOT relayed'}`;
    console.log(
      [
        `bench:video, ${new Date().toISOString()}, two headless chromium (fake camera and microphone), coturn ${hostIp}`,
        `link of the patient: ${LINK.kbit} kbit/s each way (tbf on a veth pair into a network namespace),` +
          ` ${LINK.rttMs} ms RTT and ${LINK.lossPercent} % loss each way on the media (user-space UDP relay before` +
          ' coturn: this kernel has no netem), the same RTT without loss on HTTP and the signalling (TCP relay)',
        `patient's room usable (page, pre-call check, waiting room) over the link: ${(patientRoomMs / 1000).toFixed(1)} s`,
        `admitted -> patient's connection connected: ${(connectedMs / 1000).toFixed(1)} s;` +
          ` -> first audio packets at the patient: ${(firstAudioMs / 1000).toFixed(1)} s`,
        `180p mode (${WINDOW_MS / 1000} s after ${SETTLE_MS / 1000} s):`,
        side('patient', video.patient),
        side('doctor', video.doctor),
        `  fallback proposed: patient ${proposedInVideo.patient ?? 'no'}; doctor ${proposedInVideo.doctor ?? 'no'}` +
          ' (ADR 041: audio only at ≥ 5 % loss, ≥ 400 ms RTT or video < 60 kbit/s, three readings in a row)',
        `audio only on both sides (${WINDOW_MS / 1000} s after ${SETTLE_MS / 1000} s):`,
        side('patient', audio.patient),
        side('doctor', audio.doctor),
        `  fallback proposed: patient ${proposedInAudio.patient ?? 'no'}; doctor ${proposedInAudio.doctor ?? 'no'}`,
        `run: ${Math.round((Date.now() - startedAt) / 1000)} s`,
      ].join('\n'),
    );
  } finally {
    await cleanUp();
  }
}

/** `node bench-video.mjs --forward <listen port> <host> <port> <delay ms>`: the TCP relay, run inside the namespace. */
if (process.argv[2] === '--forward') {
  const [listenPort, host, port, delay] = process.argv.slice(3).map((value, index) => (index === 1 ? value : +value));
  forwardTcp(listenPort, host, port, delay);
} else {
  await main();
}
