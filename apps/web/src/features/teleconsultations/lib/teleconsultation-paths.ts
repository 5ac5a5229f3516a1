/** The teleconsultation's own addresses (specification): the room, and the payment before the call. */
export const videoRoomPath = (consultationId: string) => `/visioconsultation/${encodeURIComponent(consultationId)}`;

export const patientPaymentPath = (consultationId: string) =>
  `/patient/visioconsultation-payment/${encodeURIComponent(consultationId)}`;

export const PAYMENT_CONFIRMATION_PATH = '/patient/visioconsultation-payment-confirmation';
