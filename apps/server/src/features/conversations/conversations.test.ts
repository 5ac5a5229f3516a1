import {
  CONVERSATION_MARK_EVENT,
  CONVERSATION_MESSAGE_EVENT,
  CONVERSATION_RECEIPT_EVENT,
  CONVERSATION_SEND_EVENT,
  PRESENCE_EVENT,
  type ConversationAck,
  type ConversationMessage,
  type ConversationMessageEvent,
  type ConversationMessagesPage,
  type ConversationReceiptEvent,
  type ConversationSummary,
  type Presence,
} from '@sante/shared/conversation-constants';
import { and, eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { conversationMessages } from '../../db/schema/conversations';
import { outboxMessages } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { UNDELIVERED_MESSAGE_JOB } from './undelivered-message';
import { jobs } from '../../db/schema/jobs';

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let staff: SignedIn;
let serviceId: string;
let counter = 0;
const sockets: Socket[] = [];

async function book(patientId: string, doctorId: string): Promise<string> {
  const startsAt = new Date(Date.now() + (48 + ++counter) * 3_600_000);
  const [row] = await server.deps.db
    .insert(bookings)
    .values({
      patientId,
      doctorId,
      serviceId,
      visitKind: 'home_visit',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      status: 'confirmed',
      priceXaf: 20_000,
      reference: `SAD-CV${String(counter).padStart(4, '0')}`,
      paymentChoice: 'cash',
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking not inserted');
  return row.id;
}

async function start(account: SignedIn, body: unknown): Promise<string> {
  const response = await account.client.post('/api/conversations', body);
  expect([200, 201]).toContain(response.status);
  return response.json<{ conversationId: string }>().conversationId;
}

async function send(account: SignedIn, conversationId: string, body: string, clientId = crypto.randomUUID()) {
  return account.client.post(`/api/conversations/${conversationId}/messages`, { clientId, body });
}

async function openSocket(client: TestClient): Promise<Socket> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = connectSocket(server.baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie, origin: server.baseUrl },
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function next<T>(socket: Socket, event: string, accept: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5_000);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
  if (!service) throw new Error('no default service');
  serviceId = service.id;
  [patient, otherPatient, staff] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'personnel_operationnel'),
  ]);
  doctor = await signedInCarer(server, {
    profession: 'infirmier',
    sex: 'female',
    licenceNumber: 'ONIC',
    yearsOfExperience: 5,
  });
  otherDoctor = await signedInCarer(server, {
    profession: 'infirmier',
    sex: 'female',
    licenceNumber: 'ONIC',
    yearsOfExperience: 5,
  });
  await book(patient.userId, doctor.userId);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

describe('who may talk to whom', () => {
  it('a patient writes to the carer of their booking; another patient and another doctor get 404', async () => {
    const conversationId = await start(patient, { with: 'carer', carerId: doctor.userId });
    expect(await start(patient, { with: 'carer', carerId: doctor.userId })).toBe(conversationId);
    expect((await send(patient, conversationId, 'Bonjour, à quelle heure passez-vous ?')).status).toBe(201);

    for (const outsider of [otherPatient, otherDoctor, staff]) {
      expect((await outsider.client.get(`/api/conversations/${conversationId}`)).status).toBe(404);
      expect((await outsider.client.get(`/api/conversations/${conversationId}/messages`)).status).toBe(404);
      expect((await send(outsider, conversationId, 'intrusion')).status).toBe(404);
      const list = await outsider.client.get('/api/conversations');
      expect(list.json<{ conversations: ConversationSummary[] }>().conversations.map((c) => c.id)).not.toContain(
        conversationId,
      );
    }
    const page = await doctor.client.get(`/api/conversations/${conversationId}/messages`);
    expect(page.status).toBe(200);
    expect(page.json<ConversationMessagesPage>().messages.map((m) => m.body)).toEqual([
      'Bonjour, à quelle heure passez-vous ?',
    ]);
  });

  it('a patient cannot start a conversation with a carer they never booked (403)', async () => {
    const refused = await patient.client.post('/api/conversations', { with: 'carer', carerId: otherDoctor.userId });
    expect(refused.status).toBe(403);
    expect(refused.json().code).toBe('conversation_not_allowed');
    const doctorRefused = await otherDoctor.client.post('/api/conversations', {
      with: 'patient',
      patientId: patient.userId,
    });
    expect(doctorRefused.status).toBe(403);
  });

  it('internal staff-doctor conversations are invisible to the patient; the team thread is shared by staff', async () => {
    const internal = await start(staff, { with: 'doctor', doctorId: doctor.userId });
    expect((await send(staff, internal, 'Pouvez-vous rappeler Mme Ekwalla ?')).status).toBe(201);
    expect((await patient.client.get(`/api/conversations/${internal}/messages`)).status).toBe(404);
    expect((await otherDoctor.client.get(`/api/conversations/${internal}/messages`)).status).toBe(404);
    expect((await doctor.client.get(`/api/conversations/${internal}/messages`)).status).toBe(200);
    const list = await patient.client.get('/api/conversations');
    const kinds = list.json<{ conversations: ConversationSummary[] }>().conversations.map((c) => c.kind);
    expect(kinds).not.toContain('team_doctor');

    const team = await start(patient, { with: 'team' });
    expect((await send(patient, team, 'Question sur ma facture')).status).toBe(201);
    const otherStaff = await signedIn(server, 'admin');
    expect((await otherStaff.client.get(`/api/conversations/${team}/messages`)).status).toBe(200);
    expect((await doctor.client.get(`/api/conversations/${team}/messages`)).status).toBe(404);
    expect((await otherPatient.client.get(`/api/conversations/${team}/messages`)).status).toBe(404);
  });

  it('only staff assign and close; a patient writing again reopens the team thread', async () => {
    const team = await start(patient, { with: 'team' });
    expect((await patient.client.post(`/api/conversations/${team}/assign`, { staffId: null })).status).toBe(403);
    expect((await doctor.client.post(`/api/conversations/${team}/close`, {})).status).toBe(403);
    expect((await staff.client.post(`/api/conversations/${team}/assign`, { staffId: staff.userId })).status).toBe(204);
    expect((await staff.client.post(`/api/conversations/${team}/assign`, { staffId: patient.userId })).status).toBe(
      400,
    );
    const mine = await staff.client.get('/api/conversations?filter=mine');
    expect(mine.json<{ conversations: ConversationSummary[] }>().conversations.map((c) => c.id)).toEqual([team]);
    const unassigned = await staff.client.get('/api/conversations?filter=unassigned');
    expect(unassigned.json<{ conversations: ConversationSummary[] }>().conversations.map((c) => c.id)).not.toContain(
      team,
    );
    const search = await staff.client.get(`/api/conversations?q=${encodeURIComponent(patient.phone.slice(-6))}`);
    expect(search.json<{ conversations: ConversationSummary[] }>().conversations.map((c) => c.id)).toContain(team);

    expect((await staff.client.post(`/api/conversations/${team}/close`, {})).status).toBe(204);
    expect((await send(staff, team, 'Encore un mot')).json().code).toBe('conversation_closed');
    expect((await send(patient, team, 'Une autre question')).status).toBe(201);
    const reopened = await staff.client.get(`/api/conversations/${team}`);
    expect(reopened.json<{ conversation: ConversationSummary }>().conversation.status).toBe('open');
  });

  it('every read by staff or a carer leaves an audit row with ids only', async () => {
    const conversationId = await start(patient, { with: 'carer', carerId: doctor.userId });
    await doctor.client.get(`/api/conversations/${conversationId}/messages`);
    const rows = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'conversation.read'), eq(auditLog.targetId, conversationId)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.actorId === doctor.userId && !JSON.stringify(row.details).includes('Bonjour'))).toBe(
      true,
    );
  });
});

describe('nothing lost, nothing twice', () => {
  it('the same client id sent 5 times stores one message', async () => {
    const conversationId = await start(patient, { with: 'carer', carerId: doctor.userId });
    const clientId = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(patient, conversationId, 'Même message', clientId)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const seqs = new Set(answers.map((answer) => answer.json<{ message: ConversationMessage }>().message.seq));
    expect(seqs.size).toBe(1);
    const stored = await server.deps.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.clientId, clientId));
    expect(stored).toHaveLength(1);
  });

  it('20 concurrent senders get consecutive sequences without gaps', async () => {
    const conversationId = await start(patient, { with: 'carer', carerId: doctor.userId });
    const before = (
      await doctor.client.get(`/api/conversations/${conversationId}/messages`)
    ).json<ConversationMessagesPage>().lastSeq;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => send(index % 2 === 0 ? patient : doctor, conversationId, `n°${index}`)),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const page = (
      await patient.client.get(`/api/conversations/${conversationId}/messages?after=${before}`)
    ).json<ConversationMessagesPage>();
    expect(page.messages.map((message) => message.seq)).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
    expect(page.lastSeq).toBe(before + 20);
  });

  it('retracting: within 15 minutes « Message retiré » (text kept in the database); after, refused; never someone else’s', async () => {
    const conversationId = await start(patient, { with: 'carer', carerId: doctor.userId });
    const sent = (await send(patient, conversationId, 'Erreur de frappe')).json<{ message: ConversationMessage }>()
      .message;
    expect((await doctor.client.post(`/api/conversations/${conversationId}/messages/${sent.seq}/retract`)).status).toBe(
      404,
    );
    const retracted = await patient.client.post(`/api/conversations/${conversationId}/messages/${sent.seq}/retract`);
    expect(retracted.status).toBe(200);
    expect(retracted.json<{ message: ConversationMessage }>().message.body).toBeNull();
    const [kept] = await server.deps.db.select().from(conversationMessages).where(eq(conversationMessages.id, sent.id));
    expect(kept?.body).toBe('Erreur de frappe');

    const old = (await send(patient, conversationId, 'Trop tard')).json<{ message: ConversationMessage }>().message;
    await server.deps.db
      .update(conversationMessages)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(conversationMessages.id, old.id));
    const late = await patient.client.post(`/api/conversations/${conversationId}/messages/${old.seq}/retract`);
    expect(late.status).toBe(409);
    expect(late.json().code).toBe('message_retract_too_late');
  });

  it('bad input on every operation is a 4xx', async () => {
    const conversationId = await start(patient, { with: 'carer', carerId: doctor.userId });
    const base = `/api/conversations/${conversationId}`;
    const attempts = [
      patient.client.post('/api/conversations', { with: 'carer', carerId: 'x' }),
      patient.client.post('/api/conversations', { with: 'nobody' }),
      patient.client.get('/api/conversations?filter=zzz'),
      patient.client.get(`${base}/messages?after=-1`),
      patient.client.get(`${base}/messages?after=abc`),
      patient.client.post(`${base}/messages`, { clientId: 'not-a-uuid', body: 'x' }),
      patient.client.post(`${base}/messages`, { clientId: crypto.randomUUID(), body: '   ' }),
      patient.client.post(`${base}/messages`, { clientId: crypto.randomUUID(), body: 'x'.repeat(4_001) }),
      patient.client.post(`${base}/messages`, { clientId: crypto.randomUUID(), body: 'nul\u0000' }),
      patient.client.post(`${base}/messages/abc/retract`),
      patient.client.post(`${base}/receipts`, {}),
      patient.client.post(`${base}/receipts`, { readSeq: 'x' }),
      staff.client.post(`/api/conversations/${conversationId}/assign`, { staffId: 'x' }),
      patient.client.get('/api/conversations/not-a-uuid/messages'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});

describe('live over Socket.IO', () => {
  it('a message sent on the socket reaches the other side live; delivered and read move the author’s ticks', async () => {
    const conversationId = await start(patient, { with: 'carer', carerId: doctor.userId });
    const [patientSocket, doctorSocket] = [await openSocket(patient.client), await openSocket(doctor.client)];
    const arriving = next<ConversationMessageEvent>(doctorSocket, CONVERSATION_MESSAGE_EVENT, (event) => {
      return event.conversationId === conversationId;
    });
    const clientId = crypto.randomUUID();
    const ack = (await patientSocket.emitWithAck(CONVERSATION_SEND_EVENT, {
      conversationId,
      clientId,
      body: 'En direct',
    })) as ConversationAck<ConversationMessage>;
    expect(ack.ok).toBe(true);
    const { message } = await arriving;
    expect(message.body).toBe('En direct');
    // A retry of the same client id on the socket answers the same message.
    const again = (await patientSocket.emitWithAck(CONVERSATION_SEND_EVENT, {
      conversationId,
      clientId,
      body: 'En direct',
    })) as ConversationAck<ConversationMessage>;
    expect(again.ok && again.value.seq).toBe(message.seq);

    const delivered = next<ConversationReceiptEvent>(patientSocket, CONVERSATION_RECEIPT_EVENT, (event) => {
      return event.conversationId === conversationId && event.side === 'carer' && event.deliveredSeq >= message.seq;
    });
    await doctorSocket.emitWithAck(CONVERSATION_MARK_EVENT, { conversationId, deliveredSeq: message.seq });
    expect((await delivered).readSeq).toBeLessThan(message.seq);
    const read = next<ConversationReceiptEvent>(patientSocket, CONVERSATION_RECEIPT_EVENT, (event) => {
      return event.conversationId === conversationId && event.readSeq >= message.seq;
    });
    await doctorSocket.emitWithAck(CONVERSATION_MARK_EVENT, { conversationId, readSeq: message.seq });
    await read;
    const page = (
      await patient.client.get(`/api/conversations/${conversationId}/messages?after=${message.seq - 1}`)
    ).json<ConversationMessagesPage>();
    expect(page.others.readSeq).toBeGreaterThanOrEqual(message.seq);

    const bad = (await patientSocket.emitWithAck(CONVERSATION_SEND_EVENT, {
      conversationId,
      clientId: 'x',
      body: '',
    })) as ConversationAck<unknown>;
    expect(bad).toEqual({ ok: false, code: 'validation_failed' });
    const foreign = (await patientSocket.emitWithAck(CONVERSATION_MARK_EVENT, {
      conversationId: crypto.randomUUID(),
      readSeq: 1,
    })) as ConversationAck<unknown>;
    expect(foreign).toEqual({ ok: false, code: 'not_found' });
  });

  it('presence goes to the people sharing a conversation only, with the last-seen time', async () => {
    await start(patient, { with: 'carer', carerId: doctor.userId });
    for (const socket of sockets) socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const watcher = await openSocket(patient.client);
    const stranger = await openSocket(otherPatient.client);
    const strangerSaw: Presence[] = [];
    stranger.on(PRESENCE_EVENT, (presence: Presence) => strangerSaw.push(presence));
    const online = next<Presence>(watcher, PRESENCE_EVENT, (p) => p.userId === doctor.userId && p.online);
    const doctorSocket = await openSocket(doctor.client);
    await online;
    const offline = next<Presence>(watcher, PRESENCE_EVENT, (p) => p.userId === doctor.userId && !p.online);
    doctorSocket.disconnect();
    expect((await offline).lastSeenAt).not.toBeNull();
    expect(strangerSaw.filter((p) => p.userId === doctor.userId)).toEqual([]);
  });
});

describe('a message nobody received', () => {
  it('10 minutes later: one notification through the outbox, with a link and never the content', async () => {
    const quiet = await signedInCarer(server, {
      profession: 'infirmier',
      sex: 'female',
      licenceNumber: 'ONIC',
      yearsOfExperience: 5,
    });
    await book(patient.userId, quiet.userId);
    const conversationId = await start(patient, { with: 'carer', carerId: quiet.userId });
    await send(patient, conversationId, 'Secret médical 1');
    await send(patient, conversationId, 'Secret médical 2');
    await server.deps.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, UNDELIVERED_MESSAGE_JOB));
    await server.worker.drain();
    const sent = await server.deps.db.select().from(outboxMessages).where(eq(outboxMessages.userId, quiet.userId));
    const notices = sent.filter((row) => row.template === 'new_message');
    expect(notices.length).toBeGreaterThan(0);
    expect(new Set(notices.map((row) => row.channel)).size).toBe(notices.length);
    for (const notice of notices) {
      expect(JSON.stringify(notice.params)).not.toContain('Secret');
      expect(String((notice.params as { link?: string }).link)).toContain(
        `/dashboard-medecin/messagerie?conversation=`,
      );
    }
  });
});

describe('a thread about a dependant (ADR 048)', () => {
  async function addChild(account: SignedIn, firstName: string): Promise<string> {
    const response = await account.client.post('/api/vaccinations/dependents', {
      firstName,
      dateOfBirth: `${new Date().getUTCFullYear() - 4}-01-15`,
      sex: 'female',
    });
    expect(response.status).toBe(201);
    return response.json<{ person: { dependentId: string } }>().person.dependentId;
  }

  it('is its own thread, shown with the child on every side; access stays the parent patient’s', async () => {
    const child = await addChild(patient, 'Léa');
    const own = await start(patient, { with: 'carer', carerId: doctor.userId });
    const aboutChild = await start(patient, { with: 'carer', carerId: doctor.userId, dependentId: child });
    expect(aboutChild).not.toBe(own);
    expect(await start(patient, { with: 'carer', carerId: doctor.userId, dependentId: child })).toBe(aboutChild);
    const teamAboutChild = await start(patient, { with: 'team', dependentId: child });
    expect(teamAboutChild).not.toBe(await start(patient, { with: 'team' }));
    expect((await send(patient, aboutChild, 'Léa a de la fièvre depuis hier')).status).toBe(201);

    const subjectIn = async (account: SignedIn, conversationId: string) => {
      const response = await account.client.get(`/api/conversations/${conversationId}`);
      expect(response.status).toBe(200);
      return response.json<{ conversation: ConversationSummary }>().conversation.dependent;
    };
    expect(await subjectIn(patient, aboutChild)).toEqual({ id: child, firstName: 'Léa', age: 4 });
    expect(await subjectIn(doctor, aboutChild)).toMatchObject({ firstName: 'Léa', age: 4 });
    expect(await subjectIn(staff, teamAboutChild)).toMatchObject({ firstName: 'Léa' });
    expect(await subjectIn(patient, own)).toBeNull();
    const doctorList = await doctor.client.get('/api/conversations');
    const listed = doctorList.json<{ conversations: ConversationSummary[] }>().conversations;
    expect(listed.find((c) => c.id === aboutChild)?.dependent?.firstName).toBe('Léa');
    const found = await staff.client.get('/api/conversations?q=lea');
    expect(found.json<{ conversations: ConversationSummary[] }>().conversations.map((c) => c.id)).toContain(
      teamAboutChild,
    );

    // Another patient cannot open a thread about this child, nor read it; other doctors and staff do not reach it.
    const refused = await otherPatient.client.post('/api/conversations', { with: 'team', dependentId: child });
    expect(refused.status).toBe(404);
    for (const outsider of [otherPatient, otherDoctor, staff]) {
      expect((await outsider.client.get(`/api/conversations/${aboutChild}/messages`)).status).toBe(404);
    }
    // A child is not a way round the booking rule.
    const notBooked = await patient.client.post('/api/conversations', {
      with: 'carer',
      carerId: otherDoctor.userId,
      dependentId: child,
    });
    expect(notBooked.status).toBe(403);
    const bad = await patient.client.post('/api/conversations', { with: 'team', dependentId: 'léa' });
    expect(bad.status).toBe(400);

    // The thread is part of the child's record: the child cannot be removed while it exists.
    const removed = await patient.client.delete(`/api/vaccinations/dependents/${child}`);
    expect([removed.status, removed.json<{ code: string }>().code]).toEqual([409, 'dependent_has_conversations']);
    const free = await addChild(patient, 'Noé');
    expect((await patient.client.delete(`/api/vaccinations/dependents/${free}`)).status).toBe(204);
  });
});

describe('every route of a conversation id refuses those outside it', () => {
  it('another patient, an unrelated doctor, every staff role on a private thread; patients and doctors on staff actions', async () => {
    const conversationId = await start(patient, { with: 'carer', carerId: doctor.userId });
    const sent = await send(patient, conversationId, 'Pour le dossier');
    const { seq } = sent.json<{ message: ConversationMessage }>().message;
    const attachmentId = crypto.randomUUID();
    const staffRoles = await Promise.all([
      signedIn(server, 'admin'),
      signedIn(server, 'super_admin'),
      signedIn(server, 'personnel_operationnel'),
    ]);
    const routes = (client: TestClient) => [
      client.get(`/api/conversations/${conversationId}`),
      client.get(`/api/conversations/${conversationId}/messages`),
      client.post(`/api/conversations/${conversationId}/messages`, { clientId: crypto.randomUUID(), body: 'x' }),
      client.post(`/api/conversations/${conversationId}/messages/${seq}/retract`, {}),
      client.post(`/api/conversations/${conversationId}/receipts`, { readSeq: seq }),
      client.get(`/api/conversations/${conversationId}/attachments/${attachmentId}/url`),
      client.post(`/api/conversations/${conversationId}/attachments/${attachmentId}/file`, {}),
    ];
    for (const outsider of [otherPatient, otherDoctor, ...staffRoles]) {
      const statuses = (await Promise.all(routes(outsider.client))).map((response) => response.status);
      expect(statuses, outsider.role).toEqual(statuses.map(() => 404));
    }
    // Staff actions: a patient or a doctor is refused whatever the thread (403), even their own.
    const teamThread = await start(patient, { with: 'team' });
    for (const account of [patient, otherPatient, doctor, otherDoctor]) {
      for (const action of ['assign', 'close', 'reopen']) {
        const body = action === 'assign' ? { staffId: null } : {};
        const response = await account.client.post(`/api/conversations/${teamThread}/${action}`, body);
        expect(response.status, `${account.role} ${action}`).toBe(403);
      }
    }
    // Staff cannot assign, close or reopen a private patient-carer thread either.
    for (const action of ['assign', 'close', 'reopen']) {
      const body = action === 'assign' ? { staffId: null } : {};
      expect((await staff.client.post(`/api/conversations/${conversationId}/${action}`, body)).status).toBe(404);
    }
  });
});
