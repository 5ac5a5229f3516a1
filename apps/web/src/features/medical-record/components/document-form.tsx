import { doualaToday } from '@sante/shared/calendar-date';
import { MEDICAL_DOCUMENT_KINDS, MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import type {
  MedicalDocument,
  TMedicalDocumentFields,
  ZMedicalDocumentFieldsSchema,
} from '@sante/shared/medical-record-schemas';
import { Camera, FileUp } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FilePickerLabel } from '../../../components/ui/file-picker-label';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateMedicalDocument, useUploadMedicalDocument } from '../api/medical-documents';
import { checkDocumentFile, type DocumentFileProblem } from '../lib/document-file-check';
import { formatFileSize } from '../../../lib/format-file-size';
import { documentFieldsForm } from './record-form-resolvers';

type Output = z.output<typeof ZMedicalDocumentFieldsSchema>;

const FIELDS = ['title', 'kind', 'category', 'documentDate'] as const;

type DocumentFormProps = { document: MedicalDocument | null; onDone: () => void };

/**
 * Adds a document (a PDF or a photo, from the files or the phone's camera) with its title, kind, category and
 * date, or changes those details of an existing one (`document`). The file's type and size are checked here
 * first, to spare a useless upload on a slow connection.
 */
export function DocumentForm({ document: existing, onDone }: DocumentFormProps) {
  const { t, i18n } = useTranslation('record');
  const { t: tc } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<DocumentFileProblem | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadMedicalDocument(setProgress);
  const update = useUpdateMedicalDocument();
  const saving = existing ? update : upload;
  const maxSize = formatFileSize(MEDICAL_DOCUMENT_LIMITS.maxBytes, i18n.language);
  const { register, handleSubmit, setError, formState } = useForm<TMedicalDocumentFields, unknown, Output>({
    resolver: documentFieldsForm.resolver,
    defaultValues: {
      title: existing?.title ?? '',
      kind: existing?.kind ?? ('' as TMedicalDocumentFields['kind']),
      category: existing?.category ?? '',
      documentDate: existing?.documentDate ?? doualaToday(),
    },
  });
  const errors = formState.errors;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setFileProblem(checkDocumentFile(chosen));
  };

  const submit = async (values: Output) => {
    // The server parses the same schema: send its input shape (an empty string, not null).
    const fields: TMedicalDocumentFields = { ...values, category: values.category ?? '' };
    try {
      if (existing) {
        await update.mutateAsync({ id: existing.id, fields });
        notifySuccess(t('documents.saved'));
      } else {
        if (!file || checkDocumentFile(file)) return;
        setProgress(0);
        await upload.mutateAsync({ file, fields });
        notifySuccess(t('documents.uploaded'));
      }
      onDone();
    } catch (failure) {
      applyServerErrors(failure, setError, FIELDS);
    }
  };

  return (
    <form
      noValidate
      onFocus={documentFieldsForm.preload}
      onSubmit={(event) => {
        if (!existing) setFileProblem(checkDocumentFile(file));
        void handleSubmit(submit)(event);
      }}
      className="flex flex-col gap-4"
    >
      {!existing && (
        <fieldset className="flex flex-col gap-2" aria-describedby="document-file-hint document-file-status">
          <legend className="mb-2 text-sm font-medium">{t('documents.fields.file')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <div>
              <input
                id="document-file"
                type="file"
                accept="application/pdf,image/*"
                className="peer sr-only"
                onChange={pick}
              />
              <FilePickerLabel htmlFor="document-file">
                <FileUp aria-hidden="true" />
                {t('documents.fields.chooseFile')}
              </FilePickerLabel>
            </div>
            <div>
              <input
                id="document-photo"
                type="file"
                accept="image/*"
                capture="environment"
                className="peer sr-only"
                onChange={pick}
              />
              <FilePickerLabel htmlFor="document-photo">
                <Camera aria-hidden="true" />
                {t('documents.fields.takePhoto')}
              </FilePickerLabel>
            </div>
          </div>
          <p id="document-file-hint" className="text-xs text-muted-foreground">
            {t('documents.fields.fileHint', { max: maxSize })}
          </p>
          <div id="document-file-status" aria-live="polite" className="flex flex-col gap-1 text-sm">
            {file && (
              <p className="break-all">
                {t('documents.fields.fileChosen', { name: file.name, size: formatFileSize(file.size, i18n.language) })}
              </p>
            )}
            {fileProblem && (
              <p role="alert" className="text-destructive">
                {t(`documents.fileErrors.${fileProblem}`, { max: maxSize })}
              </p>
            )}
          </div>
        </fieldset>
      )}
      <FormField id="document-title" label={t('documents.fields.title')} errors={fieldMessages(tc, errors.title)}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder={t('documents.fields.titlePlaceholder')}
            {...register('title')}
          />
        )}
      </FormField>
      <FormField id="document-kind" label={t('documents.fields.kind')} errors={fieldMessages(tc, errors.kind)}>
        {(control) => (
          <Select {...control} {...register('kind')}>
            <option value="">{t('documents.fields.chooseKind')}</option>
            {MEDICAL_DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`documentKinds.${kind}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="document-category"
        label={t('documents.fields.category')}
        hint={t('documents.fields.categoryHint')}
        errors={fieldMessages(tc, errors.category)}
      >
        {(control) => <Input {...control} autoComplete="off" {...register('category')} />}
      </FormField>
      <FormField
        id="document-date"
        label={t('documents.fields.documentDate')}
        hint={t('documents.fields.documentDateHint')}
        errors={fieldMessages(tc, errors.documentDate)}
      >
        {(control) => <Input {...control} type="date" max={doualaToday()} {...register('documentDate')} />}
      </FormField>
      {upload.isPending && (
        <div className="flex flex-col gap-1">
          <label htmlFor="document-upload-progress" className="text-sm">
            {t('documents.uploading', { percent: progress })}
          </label>
          <progress id="document-upload-progress" max={100} value={progress} className="h-2 w-full accent-primary" />
        </div>
      )}
      <FormError error={saving.error} fieldCodes={['validation_failed']} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={saving.isPending} onClick={onDone}>
          {t('documents.cancel')}
        </Button>
        <Button type="submit" disabled={saving.isPending}>
          {existing ? t('documents.saveChanges') : t('documents.save')}
        </Button>
      </div>
    </form>
  );
}
