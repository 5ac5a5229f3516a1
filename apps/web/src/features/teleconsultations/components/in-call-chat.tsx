import type { TeleconsultationView } from '@sante/shared/teleconsultation-constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useConversation, useStartConversation } from '../../conversations/api/conversations';
import { ConversationView } from '../../conversations/components/conversation-view';
import '../../conversations/components/register-conversation-catalogues';
import './register-teleconsultation-catalogues';

/**
 * The in-call chat (ADR 041): the messaging thread between this patient and this doctor (opened, or found, for the
 * booking by `POST /api/conversations`), with its outbox: what is typed while the link is down leaves when it
 * comes back, and stays in the messages after the call. Loaded only when opened (not in the room's first load).
 */
export function InCallChat({ teleconsultation, userId }: { teleconsultation: TeleconsultationView; userId: string }) {
  const { t } = useTranslation('teleconsultations');
  const { booking } = teleconsultation;
  const start = useStartConversation();
  const { mutate } = start;
  const doctorId = booking.doctor?.id ?? null;
  const asPatient = booking.patient.id === userId;
  useEffect(() => {
    if (asPatient && doctorId) mutate({ with: 'carer', carerId: doctorId });
    else if (!asPatient) mutate({ with: 'patient', patientId: booking.patient.id });
  }, [asPatient, booking.patient.id, doctorId, mutate]);
  const conversation = useConversation(start.data ?? null);
  if (start.error || conversation.error) return <FormError error={start.error ?? conversation.error} />;
  if (!conversation.data) return <Spinner label={t('chat.opening')} />;
  return (
    <div className="flex h-[28rem] max-h-[70vh] flex-col">
      <ConversationView conversation={conversation.data} userId={userId} presence={conversation.data.presence} />
    </div>
  );
}
