import { doualaToday } from '@sante/shared/calendar-date';
import type { WeeklyHours } from '@sante/shared/shop-constants';
import { inArray } from 'drizzle-orm';
import type { Db } from './client';
import { searchColumnsOf } from '../features/shop/search-columns';
import { DEMO_HEALTH_PRODUCTS, DEMO_MEDICINES, DEMO_PHARMACIES, DEMO_SHOP_CATEGORIES } from './demo-shop-catalogue';
import { shopCategories, shopPharmacies, shopPharmacyDuties, shopPharmacyStock, shopProducts } from './schema/shop';

const DAY_HOURS = { opens: '08:00', closes: '20:00' };
const SATURDAY_HOURS = { opens: '08:00', closes: '18:00' };
/** Monday to Friday 8 h-20 h, Saturday 8 h-18 h, closed on Sunday (except the pharmacy de garde). */
const WEEKLY_HOURS: WeeklyHours = [DAY_HOURS, DAY_HOURS, DAY_HOURS, DAY_HOURS, DAY_HOURS, SATURDAY_HOURS, null];
/** Weeks of "de garde" rota written ahead. */
const ROTA_WEEKS = 52;

/** A number in [0, 1) fixed by the text: the same stock on every seed. */
function unitHash(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The demo shop (ADR 035): categories, 66 health products, 46 medicines with fictitious AMM numbers, four partner
 * pharmacies with their stock and a year of "de garde" weeks. Idempotent: rows are keyed by slug and existing
 * ones (edited by staff) are left as they are.
 */
export async function seedDemoShop(db: Db): Promise<number> {
  await db
    .insert(shopCategories)
    .values(DEMO_SHOP_CATEGORIES.map((category, index) => ({ ...category, sortOrder: (index + 1) * 10 })))
    .onConflictDoNothing();
  const categories = await db
    .select({ id: shopCategories.id, slug: shopCategories.slug })
    .from(shopCategories)
    .where(
      inArray(
        shopCategories.slug,
        DEMO_SHOP_CATEGORIES.map((category) => category.slug),
      ),
    );
  const categoryId = new Map(categories.map((category) => [category.slug, category.id]));
  const idOf = (slug: string) => {
    const id = categoryId.get(slug);
    if (!id) throw new Error(`demo shop category ${slug} missing`);
    return id;
  };

  const products = [
    ...DEMO_HEALTH_PRODUCTS.map(([slug, category, name, brand, packSize, priceXaf, description]) => ({
      slug,
      kind: 'health_product' as const,
      categoryId: idOf(category),
      name,
      brand,
      packSize,
      priceXaf,
      description,
      ...searchColumnsOf({ name, brand, dci: null }),
    })),
    ...DEMO_MEDICINES.map(
      ([slug, category, name, dci, form, strength, packSize, prescriptionClass, priceXaf, coldChain], index) => ({
        slug,
        kind: 'medicine' as const,
        categoryId: idOf(category),
        name,
        brand: null,
        packSize,
        priceXaf,
        description: `${name} : ${dci}, ${form}, ${strength}. Médicament présenté pour information et disponibilité en pharmacie partenaire ; suivez l’avis de votre médecin ou de votre pharmacien.`,
        dci,
        form,
        strength,
        prescriptionClass,
        coldChain,
        ammNumber: `AMM-DEMO-${String(index + 1).padStart(4, '0')}`,
        ...searchColumnsOf({ name, brand: null, dci }),
      }),
    ),
  ];
  const inserted = await db
    .insert(shopProducts)
    .values(products)
    .onConflictDoNothing()
    .returning({ id: shopProducts.id });

  await db
    .insert(shopPharmacies)
    .values(DEMO_PHARMACIES.map((pharmacy) => ({ ...pharmacy, weeklyHours: WEEKLY_HOURS })))
    .onConflictDoNothing();
  const pharmacies = await db
    .select({ id: shopPharmacies.id, slug: shopPharmacies.slug, city: shopPharmacies.city })
    .from(shopPharmacies)
    .where(
      inArray(
        shopPharmacies.slug,
        DEMO_PHARMACIES.map((pharmacy) => pharmacy.slug),
      ),
    );
  const productRows = await db
    .select({
      id: shopProducts.id,
      slug: shopProducts.slug,
      priceXaf: shopProducts.priceXaf,
      coldChain: shopProducts.coldChain,
    })
    .from(shopProducts)
    .where(
      inArray(
        shopProducts.slug,
        products.map((product) => product.slug),
      ),
    );

  const stock = pharmacies.flatMap((pharmacy) =>
    productRows.flatMap((product) => {
      const draw = unitHash(`${pharmacy.slug}/${product.slug}`);
      // About one product in six is not listed by a pharmacy; cold-chain ones only by the pharmacies with a fridge.
      if (draw < 0.15 || (product.coldChain && pharmacy.slug.startsWith('rive-verte'))) return [];
      const spread = 0.9 + unitHash(`${product.slug}/${pharmacy.slug}/price`) * 0.25;
      const quantity = draw < 0.25 ? 0 : draw < 0.35 ? 1 + (Math.floor(draw * 10) % 5) : Math.floor(draw * 60);
      return [
        {
          pharmacyId: pharmacy.id,
          productId: product.id,
          priceXaf: Math.round((product.priceXaf * spread) / 50) * 50,
          quantity,
        },
      ];
    }),
  );
  if (stock.length > 0) await db.insert(shopPharmacyStock).values(stock).onConflictDoNothing();

  // The "de garde" rota: in each city, one pharmacy a week in turn, from this week's Monday (Africa/Douala).
  const today = doualaToday();
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const duties = pharmacies.flatMap((pharmacy) => {
    const sameCity = pharmacies
      .filter((other) => other.city === pharmacy.city)
      .map((other) => other.slug)
      .sort();
    const turn = sameCity.indexOf(pharmacy.slug);
    return Array.from({ length: ROTA_WEEKS }, (_, week) => week)
      .filter((week) => week % sameCity.length === turn)
      .map((week) => ({
        pharmacyId: pharmacy.id,
        startsOn: addDays(monday, week * 7),
        endsOn: addDays(monday, week * 7 + 6),
      }));
  });
  if (duties.length > 0) await db.insert(shopPharmacyDuties).values(duties).onConflictDoNothing();
  return inserted.length;
}
