import type { ShopCategory, ShopProductDetail, ShopProductSearchResponse } from '@sante/shared/shop-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/demo-shop';
import { DEMO_HEALTH_PRODUCTS, DEMO_MEDICINES, DEMO_SHOP_CATEGORIES } from '../../db/demo-shop-catalogue';
import { shopCategories, shopPharmacyDuties, shopProducts } from '../../db/schema/shop';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { searchColumnsOf } from './search-columns';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoShop(server.deps.db);
});
afterAll(() => server.close());

const search = async (query: Record<string, string>) => {
  const res = await server.client().get(`/api/shop/products?${new URLSearchParams(query).toString()}`);
  expect(res.status).toBe(200);
  return res.json<ShopProductSearchResponse>();
};
const names = (body: ShopProductSearchResponse) => body.products.map((product) => product.name);

describe('the demo shop seed', () => {
  it('holds at least 60 health products in 8 categories and 40 medicines, and seeds only once', async () => {
    expect(DEMO_HEALTH_PRODUCTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(DEMO_HEALTH_PRODUCTS.map((row) => row[1])).size).toBeGreaterThanOrEqual(8);
    expect(DEMO_MEDICINES.length).toBeGreaterThanOrEqual(40);
    expect(await seedDemoShop(server.deps.db)).toBe(0);
    const [row] = await server.deps.db.select({ count: sql<number>`count(*)::int` }).from(shopProducts);
    expect(row?.count).toBe(DEMO_HEALTH_PRODUCTS.length + DEMO_MEDICINES.length);
  });
});

describe('GET /api/shop/products', () => {
  it('finds « Paracétamol » for « paracetamol » (accents and case ignored), by name or DCI', async () => {
    const body = await search({ q: 'paracetamol' });
    expect(names(body)).toContain('Paracétamol 500 mg');
    expect(body.products.every((product) => product.dci === 'paracétamol')).toBe(true);
    expect(names(await search({ q: 'PARACÉTAMOL sirop' }))).toEqual(['Paracétamol sirop enfant']);
  });

  it('tolerates typos: « amoxiciline » finds Amoxicilline, « artemeter » the artemether combinations', async () => {
    const amoxicillin = await search({ q: 'amoxiciline' });
    expect(amoxicillin.products.length).toBeGreaterThanOrEqual(3);
    expect(amoxicillin.products.every((product) => product.name.startsWith('Amoxicilline'))).toBe(true);
    // Found by their DCI: the generics and the brand (Coartem) of the catalogue.
    const artemether = DEMO_MEDICINES.filter((row) => row[3] === 'artéméther + luméfantrine').map((row) => row[2]);
    expect(artemether).toHaveLength(3);
    expect(names(await search({ q: 'artemeter lumefantrine' })).sort()).toEqual([...artemether].sort());
    expect(names(await search({ q: 'termometre' }))).toContain('Thermomètre digital à embout flexible');
  });

  it('finds ORS by « sro », best match first, and nothing for an unrelated word', async () => {
    expect(names(await search({ q: 'sro' }))[0]).toBe('SRO – sels de réhydratation orale');
    expect((await search({ q: 'xylophone' })).total).toBe(0);
  });

  it('filters by category, kind, indicative price and stock in a city', async () => {
    const [category] = await server.deps.db.select().from(shopCategories).where(eq(shopCategories.slug, 'diagnostic'));
    const inCategory = await search({ categoryId: category!.id, perPage: '50' });
    expect(inCategory.total).toBe(DEMO_HEALTH_PRODUCTS.filter((row) => row[1] === 'diagnostic').length);
    const cheap = await search({ kind: 'medicine', maxPrice: '600', perPage: '50' });
    expect(cheap.products.every((product) => product.kind === 'medicine' && product.priceXaf <= 600)).toBe(true);
    expect(cheap.total).toBeGreaterThan(0);
    const douala = await search({ city: 'Douala', perPage: '50' });
    expect(douala.products.every((product) => product.pharmaciesInStock > 0)).toBe(true);
    expect(douala.total).toBeLessThan(DEMO_HEALTH_PRODUCTS.length + DEMO_MEDICINES.length);
  });

  it('answers bad input with a 400 and field errors, never a 500', async () => {
    for (const query of [
      'minPrice=-1',
      'maxPrice=abc',
      'minPrice=5000&maxPrice=100',
      'city=Paris',
      'kind=poison',
      'categoryId=42',
      'perPage=500',
      `q=${'a'.repeat(200)}`,
      'q=%00',
    ]) {
      const res = await server.client().get(`/api/shop/products?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('validation_failed');
    }
  });
});

describe('medicines are never listed without an AMM number', () => {
  it('refuses to store a medicine without one', async () => {
    const [category] = await server.deps.db.select().from(shopCategories).limit(1);
    const medicine = {
      slug: 'sans-amm',
      kind: 'medicine' as const,
      categoryId: category!.id,
      name: 'Comprimés sans AMM',
      description: 'Produit de test',
      priceXaf: 100,
      packSize: '10 comprimés',
      dci: 'inconnue',
      form: 'comprimé',
      strength: '1 mg',
      prescriptionClass: 'otc' as const,
      ...searchColumnsOf({ name: 'Comprimés sans AMM', brand: null, dci: 'inconnue' }),
    };
    for (const ammNumber of [null, '  ']) {
      await expect(server.deps.db.insert(shopProducts).values({ ...medicine, ammNumber })).rejects.toThrow();
    }
    expect((await search({ q: 'sans amm' })).total).toBe(0);
  });

  it('lists every medicine with its AMM number on its page', async () => {
    const medicines = await search({ kind: 'medicine', perPage: '50' });
    expect(medicines.total).toBe(DEMO_MEDICINES.length);
    const res = await server.client().get(`/api/shop/products/${medicines.products[0]!.id}`);
    expect(res.json<{ product: ShopProductDetail }>().product.ammNumber).toMatch(/^AMM-DEMO-\d{4}$/);
  });
});

describe('categories and product pages', () => {
  it('lists the categories with their counts, and one category by id', async () => {
    const res = await server.client().get('/api/shop/categories');
    const { categories } = res.json<{ categories: ShopCategory[] }>();
    expect(categories.map((category) => category.slug)).toEqual(DEMO_SHOP_CATEGORIES.map((category) => category.slug));
    const one = await server.client().get(`/api/shop/categories/${categories[0]!.id}`);
    expect(one.json<{ category: ShopCategory }>().category.productCount).toBe(categories[0]!.productCount);
  });

  it('shows a product with the pharmacies that list it: in stock first, hours, phone, de garde flag', async () => {
    const ors = (await search({ q: 'sro' })).products[0]!;
    const res = await server.client().get(`/api/shop/products/${ors.id}`);
    expect(res.status).toBe(200);
    const { product } = res.json<{ product: ShopProductDetail }>();
    expect(product).toMatchObject({ kind: 'medicine', prescriptionClass: 'otc', coldChain: false });
    expect(product.availability.length).toBeGreaterThan(0);
    const levels = product.availability.map((entry) => entry.stockLevel);
    expect(
      levels.indexOf('out_of_stock') === -1 || levels.lastIndexOf('in_stock') < levels.indexOf('out_of_stock'),
    ).toBe(true);
    for (const entry of product.availability) {
      expect(entry.pharmacy.weeklyHours).toHaveLength(7);
      expect(entry.pharmacy.phone).toMatch(/^\+237\d{9}$/);
      expect(typeof entry.pharmacy.onDutyTonight).toBe('boolean');
      expect(Number.isInteger(entry.priceXaf)).toBe(true);
    }
    // One pharmacy per city is de garde each week of the rota.
    const today = doualaToday();
    const [onDuty] = await server.deps.db
      .select({ count: sql<number>`count(distinct ${shopPharmacyDuties.pharmacyId})::int` })
      .from(shopPharmacyDuties)
      .where(and(lte(shopPharmacyDuties.startsOn, today), gte(shopPharmacyDuties.endsOn, today)));
    expect(onDuty?.count).toBe(2);
  });

  it('answers 404 for an unknown or malformed category or product id', async () => {
    for (const path of [
      '/api/shop/categories/00000000-0000-4000-8000-000000000000',
      '/api/shop/categories/not-an-id',
      '/api/shop/products/00000000-0000-4000-8000-000000000000',
      '/api/shop/products/42',
    ]) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(404);
      expect(res.json<{ code: string }>().code).toBe('not_found');
    }
  });
});
