import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/availability';
import { services } from '../../db/schema/services';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let staff: SignedIn;
let otherStaff: SignedIn;
let counter = 0;

async function book(patientId: string, doctorId: string) {
  const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
  if (!service) throw new Error('no default service');
  const startsAt = new Date(Date.now() + (48 + ++counter) * 3_600_000);
  await server.deps.db.insert(bookings).values({
    patientId,
    doctorId,
    serviceId: service.id,
    visitKind: 'home_visit',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    status: 'confirmed',
    priceXaf: 20_000,
    reference: `SAD-UN${String(counter).padStart(4, '0')}`,
    paymentChoice: 'cash',
  });
}

async function start(account: SignedIn, body: unknown): Promise<string> {
  const response = await account.client.post('/api/conversations', body);
  expect([200, 201]).toContain(response.status);
  return response.json<{ conversationId: string }>().conversationId;
}

async function write(account: SignedIn, conversationId: string, times = 1) {
  for (let i = 0; i < times; i++) {
    const response = await account.client.post(`/api/conversations/${conversationId}/messages`, {
      clientId: crypto.randomUUID(),
      body: `Message ${i + 1}`,
    });
    expect(response.status).toBe(201);
  }
}

async function unread(account: SignedIn): Promise<number> {
  const response = await account.client.get('/api/conversations/unread');
  expect(response.status).toBe(200);
  return response.json<{ unread: number }>().unread;
}

async function readAll(account: SignedIn, conversationId: string) {
  const page = await account.client.get(`/api/conversations/${conversationId}/messages`);
  const messages = page.json<{ messages: { seq: number }[] }>().messages;
  const readSeq = Math.max(...messages.map((message) => message.seq));
  expect((await account.client.post(`/api/conversations/${conversationId}/receipts`, { readSeq })).status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  [patient, otherPatient, staff, otherStaff] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'personnel_operationnel'),
    signedIn(server, 'admin'),
  ]);
  doctor = await signedInCarer(server);
  otherDoctor = await signedInCarer(server);
  await book(patient.userId, doctor.userId);
  await book(otherPatient.userId, doctor.userId);
  await book(otherPatient.userId, otherDoctor.userId);
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/conversations/unread: the caller’s unread messages, from the watermarks', () => {
  it('counts what the other side wrote after the caller’s read watermark, never another person’s threads', async () => {
    const withDoctor = await start(patient, { with: 'carer', carerId: doctor.userId });
    const withTeam = await start(patient, { with: 'team' });
    const otherWithDoctor = await start(otherPatient, { with: 'carer', carerId: doctor.userId });
    const otherWithOtherDoctor = await start(otherPatient, { with: 'carer', carerId: otherDoctor.userId });
    const internal = await start(staff, { with: 'doctor', doctorId: doctor.userId });

    // Writing moves the author's own watermarks: what the doctor answers after the patient's message is unread.
    await write(patient, withDoctor);
    await write(doctor, withDoctor, 2);
    await write(staff, withTeam);
    await write(otherDoctor, otherWithOtherDoctor, 4);
    await write(otherPatient, otherWithDoctor, 3);
    await write(staff, internal);

    // The patient: the doctor's 2 and the team's 1; their own message and the other patient's threads never count.
    expect(await unread(patient)).toBe(3);
    expect(await unread(otherPatient)).toBe(4);
    // The doctor: the other patient's 3 and the team's internal one; not the other doctor's thread.
    expect(await unread(doctor)).toBe(3 + 1);
    expect(await unread(otherDoctor)).toBe(0);
    // Staff: team threads only (the patient's team thread is written by staff: nothing unread for the team).
    expect(await unread(staff)).toBe(0);
    await write(patient, withTeam, 2);
    await write(doctor, internal);
    expect(await unread(staff)).toBe(3);
    expect(await unread(otherStaff)).toBe(3);
    // The patient wrote to the team after its message: only the doctor's two stay unread.
    expect(await unread(patient)).toBe(2);
  });

  it('reading a thread moves only the reader’s own count (each staff member has their own watermark)', async () => {
    const withDoctor = await start(patient, { with: 'carer', carerId: doctor.userId });
    const withTeam = await start(patient, { with: 'team' });
    await readAll(patient, withTeam);
    expect(await unread(patient)).toBe(2);
    await readAll(patient, withDoctor);
    expect(await unread(patient)).toBe(0);

    const staffBefore = await unread(staff);
    await readAll(staff, withTeam);
    expect(await unread(staff)).toBe(staffBefore - 2);
    expect(await unread(otherStaff)).toBe(staffBefore);
    expect(await unread(otherPatient)).toBe(4);
  });

  it('is refused without a session', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/conversations/unread')).status).toBe(401);
  });
});
