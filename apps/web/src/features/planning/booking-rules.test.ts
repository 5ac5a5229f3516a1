import { describe, expect, it } from 'vitest';
import { canComplete, canSettleCash, nextDoctorAction, paymentStatusKey } from './booking-rules';

describe('the doctor’s next action', () => {
  it('goes en route -> started -> prescription ready -> complete on a confirmed home visit', () => {
    expect(nextDoctorAction({ kind: 'home_visit', status: 'confirmed', trackingStep: null })).toEqual({
      type: 'tracking',
      step: 'doctor_en_route',
    });
    expect(nextDoctorAction({ kind: 'home_visit', status: 'confirmed', trackingStep: 'doctor_en_route' })).toEqual({
      type: 'tracking',
      step: 'consultation_started',
    });
    expect(nextDoctorAction({ kind: 'home_visit', status: 'confirmed', trackingStep: 'consultation_started' })).toEqual(
      {
        type: 'tracking',
        step: 'prescription_ready',
      },
    );
    expect(nextDoctorAction({ kind: 'home_visit', status: 'confirmed', trackingStep: 'prescription_ready' })).toEqual({
      type: 'complete',
    });
  });

  it('ends a nurse’s visit after the care: a nurse signs no prescription, so « Ordonnance prête » is never asked', () => {
    const nurse = {
      id: 'n1',
      firstName: 'Awa',
      lastName: 'Bello',
      specialty: 'soins_infirmiers',
      profession: 'infirmier',
      sex: 'female',
      photoUrl: null,
    } as const;
    const visit = { kind: 'home_visit', status: 'confirmed', doctor: nurse } as const;
    expect(nextDoctorAction({ ...visit, trackingStep: 'doctor_en_route' })).toEqual({
      type: 'tracking',
      step: 'consultation_started',
    });
    expect(nextDoctorAction({ ...visit, trackingStep: 'consultation_started' })).toEqual({ type: 'complete' });
  });

  it('starts at the consultation at the cabinet and by video: nobody is en route', () => {
    for (const kind of ['cabinet', 'teleconsultation'] as const) {
      expect(nextDoctorAction({ kind, status: 'confirmed', trackingStep: null })).toEqual({
        type: 'tracking',
        step: 'consultation_started',
      });
      expect(nextDoctorAction({ kind, status: 'confirmed', trackingStep: 'consultation_started' })).toEqual({
        type: 'tracking',
        step: 'prescription_ready',
      });
    }
  });

  it('lets the doctor end the visit once it has started, prescription or not', () => {
    expect(canComplete({ status: 'confirmed', trackingStep: 'consultation_started' })).toBe(true);
    expect(canComplete({ status: 'confirmed', trackingStep: 'prescription_ready' })).toBe(true);
    expect(canComplete({ status: 'confirmed', trackingStep: 'doctor_en_route' })).toBe(false);
    expect(canComplete({ status: 'completed', trackingStep: 'prescription_ready' })).toBe(false);
  });

  it('offers nothing on a pending, completed or cancelled booking', () => {
    for (const status of ['pending', 'completed', 'cancelled'] as const)
      expect(nextDoctorAction({ kind: 'home_visit', status, trackingStep: null })).toBeNull();
  });
});

describe('cash on site', () => {
  const cash = { paymentChoice: 'cash', paymentId: 'p1', paymentStatus: 'pending', status: 'confirmed' } as const;
  it('can be collected while its payment is pending', () => {
    expect(canSettleCash(cash)).toBe(true);
  });
  it('cannot be collected twice, without a payment, for mobile money or once cancelled', () => {
    expect(canSettleCash({ ...cash, paymentStatus: 'succeeded' })).toBe(false);
    expect(canSettleCash({ ...cash, paymentId: null })).toBe(false);
    expect(canSettleCash({ ...cash, paymentChoice: 'mtn_momo' })).toBe(false);
    expect(canSettleCash({ ...cash, status: 'cancelled' })).toBe(false);
  });
});

describe('payment labels', () => {
  it('maps unknown or missing payment statuses to "none"', () => {
    expect(paymentStatusKey('succeeded')).toBe('succeeded');
    expect(paymentStatusKey(null)).toBe('none');
    expect(paymentStatusKey('weird')).toBe('none');
  });
});
