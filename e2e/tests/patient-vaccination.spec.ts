import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInThroughApi } from '../helpers/auth';

/** A cheap Android phone. */
test.use({ viewport: { width: 360, height: 740 } });

const DOUALA = 'Africa/Douala';

/** The calendar day `days` ago in Douala (yyyy-mm-dd). */
function doualaDay(daysAgo: number): string {
  const day = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DOUALA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(day);
}

/** "12 février 2026", as the page writes a day. */
function frenchDay(isoDay: string): string {
  return new Intl.DateTimeFormat('fr', { timeZone: DOUALA, dateStyle: 'long' }).format(new Date(`${isoDay}T12:00:00Z`));
}

/** The dose of the timeline whose heading starts with `vaccine` and names `dose`. */
function doseItem(page: Page, group: string, vaccine: string, dose: string): Locator {
  return page
    .getByRole('region', { name: group })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name: new RegExp(`^${vaccine}.*${dose}$`) }) });
}

async function recordDose(item: Locator, givenOn: string, place: string, batch: string): Promise<void> {
  await item.getByRole('button', { name: 'Noter une dose' }).click();
  await item.getByLabel('Date de la vaccination').fill(givenOn);
  await item.getByLabel('Lieu (facultatif)').fill(place);
  await item.getByLabel('Numéro de lot (facultatif)').fill(batch);
  await item.getByRole('button', { name: 'Enregistrer' }).click();
}

test('un parent ajoute son bébé de 7 semaines, note les vaccins de naissance et voit les doses de 6 semaines à faire', async ({
  page,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  // The date before birth is refused by the server (a 400 the page shows under the field).
  consoleGuard.expectResourceError(400, /\/api\/vaccinations\/doses$/);
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/patient/calendrier-vaccinal');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Calendrier vaccinal' })).toBeVisible();
  await expect(main.getByText(/le carnet de vaccination tenu par l'agent de santé fait foi/i)).toBeVisible();
  // No date of birth in the profile yet: adult recommendations only, and a way to fill it.
  await expect(main.getByText(/Renseignez votre date de naissance/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Compléter mon profil' })).toHaveAttribute('href', '/patient/profil');
  await expect(main.getByRole('heading', { level: 3, name: 'Vaccins recommandés aux adultes' })).toBeVisible();

  const birth = doualaDay(49);
  await main.getByRole('button', { name: 'Ajouter un enfant' }).click();
  const form = main.getByRole('form', { name: 'Ajouter un enfant' });
  await form.getByRole('button', { name: "Ajouter l'enfant" }).click();
  await expect(form.getByText('Champ obligatoire').first()).toBeVisible();
  await form.getByLabel('Prénom').fill('Nala');
  await form.getByLabel('Date de naissance').fill(birth);
  await form.getByLabel('Sexe').selectOption('female');
  await form.getByRole('button', { name: "Ajouter l'enfant" }).click();

  await expect(page.getByText('Nala a été ajouté(e)')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Nala' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Nala', pressed: true })).toBeVisible();
  await expect(page).toHaveURL(/\?enfant=[0-9a-f-]{36}$/);

  const bcg = doseItem(page, 'À la naissance', 'BCG', 'Dose unique');
  await recordDose(bcg, birth, 'Hôpital Laquintinie, Douala', 'BCG-2026-114');
  await expect(bcg.getByText(`Fait le ${frenchDay(birth)}`)).toBeVisible();
  await expect(bcg.getByText('Lieu : Hôpital Laquintinie, Douala · Lot : BCG-2026-114')).toBeVisible();

  const polioZero = doseItem(page, 'À la naissance', 'VPO', 'Dose 0');
  await polioZero.getByRole('button', { name: 'Noter une dose' }).click();
  await polioZero.getByLabel('Date de la vaccination').fill(doualaDay(-1));
  await polioZero.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(polioZero.getByText('La date ne peut pas être dans le futur')).toBeVisible();
  await polioZero.getByLabel('Date de la vaccination').fill(doualaDay(50));
  await polioZero.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(polioZero.getByText('La date ne peut pas précéder la naissance')).toBeVisible();
  await polioZero.getByLabel('Date de la vaccination').fill(birth);
  await polioZero.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(polioZero.getByText(`Fait le ${frenchDay(birth)}`)).toBeVisible();

  // Due at 6 weeks (a week ago), overdue after 4 more weeks.
  const penta = doseItem(page, '6 semaines', 'Pentavalent', 'Dose 1');
  await expect(penta.getByText(`À faire avant le ${frenchDay(doualaDay(49 - 42 - 28))}`)).toBeVisible();
  await expect(doseItem(page, '10 semaines', 'Pentavalent', 'Dose 2').getByText('À venir')).toBeVisible();

  // A correction, then the dose survives a reload.
  await bcg.getByRole('button', { name: 'Modifier' }).click();
  await bcg.getByLabel('Numéro de lot (facultatif)').fill('BCG-2026-115');
  await bcg.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(bcg.getByText('Lieu : Hôpital Laquintinie, Douala · Lot : BCG-2026-115')).toBeVisible();
  await page.reload();
  await expect(doseItem(page, 'À la naissance', 'BCG', 'Dose unique').getByText(/^Fait le /)).toBeVisible();

  // The list behind the dashboard reminders: the 6-week doses, not the birth doses already given.
  const due = await page.request.get('/api/vaccinations/due');
  expect(due.status()).toBe(200);
  const body = (await due.json()) as {
    due: { personName: string; vaccineCode: string; doseNumber: number; dueOn: string; overdue: boolean }[];
  };
  expect(body.due[0]).toMatchObject({ personName: 'Nala', doseNumber: 1, dueOn: doualaDay(7), overdue: false });
  expect(body.due.map((dose) => dose.vaccineCode)).toEqual(expect.arrayContaining(['penta', 'vpo', 'pcv13', 'rota']));
  expect(body.due.some((dose) => dose.vaccineCode === 'bcg')).toBe(false);

  // The dashboard shows the next dose due, and leads back to the calendar.
  await page.goto('/patient/dashboard');
  const reminders = page.getByRole('region', { name: 'Rappels santé' });
  await expect(reminders.getByText(new RegExp(`^Nala.*${frenchDay(doualaDay(7))}`)).first()).toBeVisible();
  await reminders.getByRole('link', { name: 'Voir le calendrier vaccinal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier vaccinal' })).toBeVisible();
});
