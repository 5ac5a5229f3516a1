import { hasRedFlag, MAX_MESSAGE_LENGTH } from '@sante/shared/conversation-constants';
import { Phone, TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SERVICE_CONFIG } from '../../../lib/service-config';

/**
 * The message field (issue #11 §1): it says that messaging is not for emergencies with the public numbers, and as
 * soon as the text mentions a red flag (« douleur thoracique », « chest pain »…) shows the call buttons at once.
 * Enter sends on a laptop; on a phone the button does (Enter adds a line).
 */
export function Composer({ onSend, disabled = false }: { onSend: (body: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('conversations');
  const { t: tc } = useTranslation();
  const [body, setBody] = useState('');
  const fieldId = useId();
  const noticeId = useId();
  const text = body.trim();
  const redFlag = hasRedFlag(body);
  const tooLong = text.length > MAX_MESSAGE_LENGTH;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text || tooLong || disabled) return;
    onSend(text);
    setBody('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && window.matchMedia('(pointer: fine)').matches) submit(event);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t bg-card p-2">
      {redFlag ? (
        <div role="alert" className="flex flex-col gap-2 rounded-md border border-destructive bg-destructive/10 p-2">
          <p className="flex items-start gap-2 text-sm font-semibold text-destructive">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('composer.redFlag')}
          </p>
          <div className="flex flex-wrap gap-2">
            {SERVICE_CONFIG.publicEmergencyNumbers.slice(0, 2).map(({ service, number }) => (
              <a
                key={number}
                href={`tel:${number}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-md bg-destructive px-3 text-sm font-semibold text-destructive-foreground"
              >
                <Phone aria-hidden="true" className="size-4" />
                {tc('footer.call')} {number} · {tc(`footer.services.${service}`)}
              </a>
            ))}
          </div>
        </div>
      ) : (
        <p id={noticeId} className="text-xs text-muted-foreground">
          {t('composer.notForEmergencies')} {t('composer.emergencyNumbers')}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={fieldId} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          id={fieldId}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          placeholder={t('composer.placeholder')}
          aria-describedby={noticeId}
          aria-invalid={tooLong || undefined}
          disabled={disabled}
          className="max-h-40 min-h-11 flex-1 resize-y rounded-md border border-input bg-background px-3 py-2 text-base"
        />
        <Button type="submit" disabled={!text || tooLong || disabled}>
          {t('composer.send')}
        </Button>
      </div>
      {tooLong && <p className="text-xs text-destructive">{t('composer.tooLong', { count: MAX_MESSAGE_LENGTH })}</p>}
    </form>
  );
}
