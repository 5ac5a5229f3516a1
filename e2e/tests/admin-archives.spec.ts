import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';

/** Issue #15 §3: staff find a patient's document by its type, put it on legal hold with a reason, and see it held. */
test('le personnel filtre les archives par type, met un document en conservation légale et la voit', async ({
  page,
  request,
  baseURL,
  freshPatient,
}) => {
  const origin = baseURL ?? '';
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(600, 32)]);
  const uploaded = await request.post('/api/records/documents', {
    headers: { origin },
    multipart: {
      title: 'Compte rendu de cardiologie',
      kind: 'consultation_report',
      documentDate: '2026-02-10',
      file: { name: 'cr.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, origin, { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  await page.goto('/admin/archives-documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Archives des documents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Purge annuelle' })).toBeVisible();

  const search = page.getByRole('search', { name: 'Rechercher dans les archives' });
  await search.getByLabel('Patient, soignant ou titre').fill(freshPatient.phone.slice(-8));
  await search.getByLabel('Provenance').selectOption({ label: 'Dossier médical' });
  await search.getByLabel('Type de document').selectOption({ label: 'Compte rendu de consultation' });
  await search.getByRole('button', { name: 'Rechercher' }).click();
  const card = page.getByRole('article', { name: 'Compte rendu de cardiologie' });
  await expect(card).toBeVisible();
  await expect(card.getByText('En vigueur')).toBeVisible();
  await expect(card.getByText('tant que le compte est ouvert')).toBeVisible();

  await card.getByRole('button', { name: /Mettre en conservation légale/ }).click();
  await card.getByRole('button', { name: 'Mettre en conservation', exact: true }).click();
  await expect(card.getByLabel('Motif de la conservation légale')).toHaveAttribute('aria-invalid', 'true');
  await card.getByLabel('Motif de la conservation légale').fill('Plainte déposée auprès de l’Ordre');
  await card.getByRole('button', { name: 'Mettre en conservation', exact: true }).click();
  await expect(page.getByText('Document mis en conservation légale')).toBeVisible();
  await expect(card.getByText('« Plainte déposée auprès de l’Ordre »')).toBeVisible();
  await expect(card.getByRole('button', { name: /Lever la conservation légale/ })).toBeVisible();

  // Only held documents: it is there.
  await search.getByLabel('Conservation légale').selectOption({ label: 'Sous conservation légale' });
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('article', { name: 'Compte rendu de cardiologie' })).toBeVisible();
});
