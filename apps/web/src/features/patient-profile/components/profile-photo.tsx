import { PROFILE_PHOTO_LIMITS } from '@sante/shared/patient-constants';
import type { PatientProfile } from '@sante/shared/patient-schemas';
import { Camera, Trash2, UserRound } from 'lucide-react';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { notifySuccess } from '../../../lib/notify';
import { useDeletePhoto, useUploadPhoto } from '../api/profile-photo';

type Problem = 'tooLarge' | 'wrongType';

/** The chosen file as a temporary object URL, released when it changes or the component leaves. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** The photo: the current one (signed link), a new one taken or chosen on the phone, previewed before saving. */
export function ProfilePhoto({ photo }: { photo: PatientProfile['photo'] }) {
  const { t } = useTranslation('profile');
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const preview = usePreview(file);
  const shown = preview ?? photo?.url ?? null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setProblem(null);
    upload.reset();
    if (!chosen) return;
    if (!(PROFILE_PHOTO_LIMITS.mimeTypes as readonly string[]).includes(chosen.type)) setProblem('wrongType');
    else if (chosen.size > PROFILE_PHOTO_LIMITS.maxBytes) setProblem('tooLarge');
    else setFile(chosen);
  };

  const save = async () => {
    if (!file) return;
    await upload.mutateAsync(file);
    setFile(null);
    notifySuccess(t('photo.uploaded'));
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted">
        {shown ? (
          <img src={shown} alt={t('photo.alt')} className="size-full object-cover" />
        ) : (
          <UserRound aria-label={t('photo.none')} className="size-12 text-muted-foreground" />
        )}
      </div>
      <div className="flex flex-col gap-3">
        <p id="photo-hint" className="text-sm text-muted-foreground">
          {t('photo.hint')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Label
            htmlFor="photo-file"
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <Camera aria-hidden="true" className="size-4" />
            {t('photo.choose')}
            <input
              id="photo-file"
              type="file"
              accept="image/*"
              capture="user"
              aria-describedby="photo-hint"
              className="sr-only"
              onChange={choose}
            />
          </Label>
          {file && (
            <Button type="button" disabled={upload.isPending} onClick={() => void save().catch(() => undefined)}>
              {t('photo.upload')}
            </Button>
          )}
          {!file && photo && (
            <Button
              type="button"
              variant="ghost"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => notifySuccess(t('photo.removed')) })}
            >
              <Trash2 aria-hidden="true" />
              {t('photo.remove')}
            </Button>
          )}
        </div>
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {t(`photo.${problem}`)}
          </p>
        )}
        <FormError error={upload.error ?? remove.error} />
      </div>
    </div>
  );
}
