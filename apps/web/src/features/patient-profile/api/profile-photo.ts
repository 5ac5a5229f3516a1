import type { PatientProfileResponse } from '@sante/shared/patient-schemas';
import { useMutation } from '@tanstack/react-query';
import { APP_CONFIG } from '../../../lib/app-config';
import { ApiError, apiErrorFromResponse, apiRequest, errorTextsReady } from '../../../lib/api-client';
import { useProfileSaved } from './patient-profile';

/** `POST /api/patients/me/photo` (multipart `file`): errors become `ApiError`s like every other call. */
async function uploadPhoto(file: File) {
  const form = new FormData();
  form.set('file', file);
  let response: Response;
  try {
    response = await fetch(`${APP_CONFIG.apiBasePath}/patients/me/photo`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError({ status: 0, code: null });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    await errorTextsReady();
    throw apiErrorFromResponse(response.status, body, response.headers.get('retry-after'));
  }
  return (body as PatientProfileResponse).profile;
}

export function useUploadPhoto() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: uploadPhoto, onSuccess: saved });
}

/** `DELETE /api/patients/me/photo` */
export function useDeletePhoto() {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: () =>
      apiRequest<PatientProfileResponse>('/patients/me/photo', { method: 'DELETE' }).then((r) => r.profile),
    onSuccess: saved,
  });
}
