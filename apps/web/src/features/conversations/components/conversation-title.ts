import type { ConversationSummary } from '@sante/shared/conversation-constants';
import type { TFunction } from 'i18next';
import type { NamedCarer } from '@sante/shared/carer-name';

/** Whom the caller talks to: the carer (titled by profession), the patient, or « Équipe soignante ». */
export function conversationTitle(
  conversation: ConversationSummary,
  carerName: (carer: NamedCarer) => string,
  t: TFunction<'conversations'>,
): string {
  const { kind, side, carer, patient } = conversation;
  if (side === 'patient') return kind === 'patient_carer' && carer ? carerName(carer) : t('team');
  if (side === 'carer') return kind === 'patient_carer' && patient ? patient.name : t('team');
  if (kind === 'team_doctor' && carer) return carerName(carer);
  return patient?.name ?? t('team');
}

/** The phone the caller may call about this thread: the carer's for the patient, the patient's for carers and staff. */
export function contactPhone(conversation: ConversationSummary): string | null {
  if (conversation.side === 'patient') return conversation.carer?.phone ?? null;
  if (conversation.kind === 'team_doctor') return conversation.carer?.phone ?? null;
  return conversation.patient?.phone ?? null;
}

/** « À propos de Léa, 4 ans » when the thread is about one of the patient's dependants (ADR 048), else null. */
export function subjectLine(conversation: ConversationSummary, t: TFunction<'conversations'>): string | null {
  const { dependent } = conversation;
  if (!dependent) return null;
  return dependent.age === null
    ? t('aboutDependent', { name: dependent.firstName })
    : t('aboutDependentAge', { name: dependent.firstName, count: dependent.age });
}
