import { randomInt } from 'node:crypto';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { submitSignIn } from '../helpers/auth';
import { expectMessageInOutbox } from '../helpers/demo-outbox';

/**
 * Issue #4, message delivery: `/admin/test-email` and `/admin/test-whatsapp`. The test server has no SMTP and no
 * WhatsApp provider, so the pages say so (demo mode); the staff member sends a test message, follows it from
 * "En file d'attente" to "Envoyé", finds it among the latest deliveries, and the demo sender wrote it to its
 * outbox (the server log's twin). Bad input gets a translated message under its field.
 */
test('le personnel envoie un e-mail de test puis un WhatsApp de test et suit leur remise (mode démonstration)', async ({
  page,
  baseURL,
}) => {
  await page.goto(DEMO.admin.signInPath);
  await submitSignIn(page, DEMO.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${baseURL ?? ''}${DEMO.admin.home}`);

  // E-mail
  await page.goto('/admin/test-email');
  await expect(page.getByRole('heading', { level: 1, name: "Test d'e-mail" })).toBeVisible();
  await expect(page.getByText("Aucun serveur SMTP n'est configuré : mode démonstration.")).toBeVisible();
  const address = page.getByLabel('Adresse e-mail du destinataire');
  await address.fill('pas-un-email');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Adresse e-mail invalide')).toBeVisible();

  const email = `ops.${randomInt(1_000_000)}@exemple.cm`;
  await address.fill(email);
  await page.getByLabel('Langue du message').selectOption({ label: 'Anglais' });
  await page.getByRole('button', { name: 'Envoyer' }).click();
  const follow = page.getByRole('region', { name: "Suivi de l'envoi" });
  await expect(follow.getByText('Envoyé', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(follow.getByText('Message de test · 1 tentative')).toBeVisible();
  await expect(follow.getByText('Mode démonstration : le message est dans le journal du serveur.')).toBeVisible();
  await expectMessageInOutbox(email, 'email', 'test_message');
  const recentEmails = page.getByRole('region', { name: 'Derniers e-mails' });
  await expect(recentEmails.getByRole('cell', { name: 'Message de test' }).first()).toBeVisible();
  await expect(recentEmails.getByText(email)).toHaveCount(0);

  // WhatsApp, on a phone
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/test-whatsapp');
  await expect(page.getByRole('heading', { level: 1, name: 'Test WhatsApp' })).toBeVisible();
  await expect(page.getByText("WhatsApp n'est pas configuré : mode démonstration.")).toBeVisible();
  const number = page.getByLabel('Numéro WhatsApp du destinataire');
  await number.fill('12');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Numéro de téléphone invalide')).toBeVisible();

  const digits = String(randomInt(1_000_000)).padStart(6, '0');
  await number.fill(`6 70 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  const followWhatsapp = page.getByRole('region', { name: "Suivi de l'envoi" });
  await expect(followWhatsapp.getByText('Envoyé', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expectMessageInOutbox(`+237670${digits}`, 'whatsapp', 'test_message');
  const recent = page.getByRole('region', { name: 'Derniers messages WhatsApp' });
  await expect(recent.getByRole('listitem').filter({ hasText: 'Message de test' }).first()).toBeVisible();
});
