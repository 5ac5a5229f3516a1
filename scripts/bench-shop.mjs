// `npm run bench:shop`: the shop's catalogue search (issue #14 §3, ADR 035) over 20,000 products and 50 partner
// pharmacies. Seeds a fresh database (embedded PGlite in a temp folder, or the PostgreSQL of BENCH_DATABASE_URL,
// which must be an empty database) with the demo catalogue, then generics of its products by 60 invented
// laboratories up to 20,000 products, 50 pharmacies each stocking 2,000 of them, and measures over HTTP against
// the real app GET /api/shop/products with name, DCI, typo and short queries, with and without the city and price
// filters, and a category page. Prints p50 and p99 (goal: p99 under 30 ms on PGlite). BENCH_REQUESTS sets the
// number of searches (default 400). Then 100 patients check out at the same time the last 10 units of a product at
// one pharmacy (POST /api/shop/orders, ADR 038): exactly 10 orders placed, the stock never negative.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const PRODUCTS = 20_000;
const PHARMACIES = 50;
const STOCKED_PER_PHARMACY = 2_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARM_UP = 40;

const load = (file) => tsImport(path.join('..', file), import.meta.url);
const [
  { openDatabase },
  { loadEnv },
  { createAppDeps },
  { createApp },
  { createLogger },
  { seedDemoShop },
  { searchColumnsOf },
  { shopProducts },
  { createUser },
  { serve },
  { sql },
] = await Promise.all([
  load('apps/server/src/db/client.ts'),
  load('apps/server/src/env.ts'),
  load('apps/server/src/app-context.ts'),
  load('apps/server/src/app.ts'),
  load('apps/server/src/lib/logger.ts'),
  load('apps/server/src/db/demo-shop.ts'),
  load('apps/server/src/features/shop/search-columns.ts'),
  load('apps/server/src/db/schema/shop.ts'),
  load('apps/server/src/testing/factories.ts'),
  import('@hono/node-server'),
  import('drizzle-orm'),
]);

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const pick = (values) => values[Math.floor(Math.random() * values.length)];

const LABS = Array.from({ length: 60 }, (_, i) => `Labo${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26)}`);

async function seed(db) {
  const started = performance.now();
  await seedDemoShop(db);
  const base = (await db.select().from(shopProducts)).map((product) => ({ ...product }));
  const rows = [];
  for (let i = base.length; i < PRODUCTS; i++) {
    const model = base[i % base.length];
    const lab = LABS[i % LABS.length];
    const name = `${model.name} ${lab} ${Math.floor(i / base.length)}`;
    rows.push({
      slug: `bench-${i}`,
      kind: model.kind,
      categoryId: model.categoryId,
      name,
      brand: model.kind === 'medicine' ? null : lab,
      description: model.description,
      priceXaf: Math.max(100, Math.round((model.priceXaf * (0.7 + Math.random() * 0.6)) / 50) * 50),
      packSize: model.packSize,
      dci: model.dci,
      form: model.form,
      strength: model.strength,
      ammNumber: model.kind === 'medicine' ? `AMM-BENCH-${i}` : null,
      prescriptionClass: model.prescriptionClass,
      coldChain: model.coldChain,
      ...searchColumnsOf({ name, brand: model.kind === 'medicine' ? null : lab, dci: model.dci }),
    });
  }
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(shopProducts).values(rows.slice(start, start + 500));
  await db.execute(sql`
    insert into shop_pharmacies (slug, name, ordre_number, city, quartier, address, latitude, longitude, phone, weekly_hours)
    select 'bench-' || i, 'Pharmacie banc ' || i, 'ONPC-BENCH-' || i, case when i % 2 = 0 then 'Douala' else 'Yaoundé' end,
      'Quartier ' || i, 'Rue ' || i, 4.05, 9.7, '+237690001' || lpad(i::text, 3, '0'),
      (select weekly_hours from shop_pharmacies limit 1)
    from generate_series(1, ${PHARMACIES - 4}) i
  `);
  await db.execute(sql`
    insert into shop_pharmacy_stock (pharmacy_id, product_id, price_xaf, quantity)
    select ph.id, p.id, p.price_xaf, floor(random() * 40)::int
    from shop_pharmacies ph
    cross join lateral (select id, price_xaf from shop_products where ph.id is not null order by random() limit ${STOCKED_PER_PHARMACY}) p
    where ph.slug like 'bench-%'
    on conflict do nothing
  `);
  await db.execute(sql`analyze`);
  const [{ products }] = (await db.execute(sql`select count(*)::int as products from shop_products`)).rows;
  const [{ stock }] = (await db.execute(sql`select count(*)::int as stock from shop_pharmacy_stock`)).rows;
  return { products, stock, ms: performance.now() - started };
}

/** What people type: names, DCIs, typos, short words, two words; some with filters. */
const QUERIES = [
  'paracetamol',
  'paracétamol 500',
  'amoxiciline',
  'amoxicilline acide clavulanique',
  'artemeter',
  'coartem',
  'sro',
  'zinc',
  'metformine 850',
  'termometre',
  'tensiometre',
  'glucometre',
  'bandelettes',
  'oxymetre',
  'moustiquaire',
  'ibuprofene',
  'insuline',
  'amlodipine',
  'lait',
  'couches',
];
const FILTERS = ['', '', '&city=Douala', '&city=Yaoundé', '&maxPrice=5000', '&city=Douala&minPrice=1000&maxPrice=5000'];

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const BUYERS = 100;
const LAST_UNITS = 10;
const PASSWORD = 'Mango-Riviere-42';

/** A patient account signed in over HTTP (each from its own address: the sign-in limits are per address). */
async function signedInBuyer(db, base, index) {
  const phone = `+23765${String(index).padStart(7, '0')}`;
  await createUser(
    { db },
    { role: 'patient', firstName: 'Acheteur', lastName: `N${index}`, phone, password: PASSWORD },
  );
  const response = await fetch(`${base}/api/auth/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${index >> 8}.${index & 255}` },
    body: JSON.stringify({ phone, password: PASSWORD, portal: 'patient' }),
  });
  if (!response.ok) throw new Error(`sign-in ${index}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** 100 checkouts at once on the last 10 units: how many were placed, the stock left, and the answers' times. */
async function concurrentCheckouts(db, base) {
  const [{ pharmacy_id: pharmacyId, product_id: productId }] = (
    await db.execute(sql`select s.pharmacy_id, s.product_id from shop_pharmacy_stock s
      join shop_products p on p.id = s.product_id where p.kind <> 'medicine' limit 1`)
  ).rows;
  await db.execute(sql`update shop_pharmacy_stock set quantity = ${LAST_UNITS}
    where pharmacy_id = ${pharmacyId} and product_id = ${productId}`);
  const cookies = [];
  for (let i = 0; i < BUYERS; i++) cookies.push(await signedInBuyer(db, base, i));
  const body = JSON.stringify({
    lines: [{ productId, quantity: 1 }],
    contactName: 'Acheteur banc',
    contactPhone: '699 12 34 56',
    fulfilment: 'pickup',
    pharmacyId,
    paymentChoice: 'mobile_money',
  });
  const times = [];
  // Each buyer's app sends again after the server's Retry-After when it is busy (503), as the web client does.
  const checkout = async (cookie) => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${base}/api/shop/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 503 || attempt === 5) return response.status;
      retries++;
      const wait = Number(response.headers.get('retry-after') ?? 1);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 * (0.5 + Math.random())));
    }
  };
  let retries = 0;
  const statuses = await Promise.all(
    cookies.map(async (cookie) => {
      const started = performance.now();
      const status = await checkout(cookie);
      times.push(performance.now() - started);
      return status;
    }),
  );
  const [{ quantity }] = (
    await db.execute(sql`select quantity from shop_pharmacy_stock
      where pharmacy_id = ${pharmacyId} and product_id = ${productId}`)
  ).rows;
  return { placed: statuses.filter((status) => status === 201).length, statuses, quantity, times, retries };
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

const tempDir = await mkdtemp(path.join(tmpdir(), 'sante-bench-shop-'));
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { databaseUrl: process.env.BENCH_DATABASE_URL }
    : { dataDir: path.join(tempDir, 'db') },
);
let server;
try {
  await database.migrate();
  const seeded = await seed(database.db);
  const env = loadEnv({
    DATA_DIR: tempDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    PUBLIC_URL: 'http://localhost:5173',
    TRUST_PROXY: '1',
  });
  const app = createApp(createAppDeps({ env, db: database.db, logger: createLogger('silent') }));
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const categories = (await getJson(`${base}/api/shop/categories`)).categories.map((category) => category.id);

  const searchUrl = () => `${base}/api/shop/products?q=${encodeURIComponent(pick(QUERIES))}${pick(FILTERS)}`;
  for (let i = 0; i < WARM_UP; i++) await getJson(searchUrl());

  const searches = [];
  let found = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const url = searchUrl();
    searches.push(await timed(async () => (found += (await getJson(url)).total > 0 ? 1 : 0)));
  }
  const browsing = [];
  for (let i = 0; i < REQUESTS / 4; i++) {
    const url = `${base}/api/shop/products?categoryId=${pick(categories)}${pick(FILTERS)}`;
    browsing.push(await timed(() => getJson(url)));
  }
  const products = [];
  const ids = (await database.db.execute(sql`select id from shop_products order by random() limit 100`)).rows;
  for (const { id } of ids) products.push(await timed(() => getJson(`${base}/api/shop/products/${id}`)));

  const row = (title, values) =>
    `| ${title} | ${values.length} | ${percentile(values, 50).toFixed(1)} ms | ${percentile(values, 99).toFixed(1)} ms |`;
  console.log(
    `\nShop catalogue: ${seeded.products} products, ${PHARMACIES} pharmacies, ${seeded.stock} stock rows, ` +
      `${database.kind} (seeded in ${(seeded.ms / 1000).toFixed(1)} s), ${new Date().toISOString()}\n`,
  );
  console.log('| request | runs | p50 | p99 |');
  console.log('|---|---|---|---|');
  console.log(row('GET /api/shop/products?q=… (names, DCI, typos; some with city/price filters)', searches));
  console.log(row('GET /api/shop/products?categoryId=… (a category page, some filtered)', browsing));
  console.log(row('GET /api/shop/products/{id} (product page with availability)', products));
  console.log(`\n${found} of ${REQUESTS} searches found at least one product.`);

  const checkouts = await concurrentCheckouts(database.db, base);
  const refused = checkouts.statuses.filter((status) => status !== 201);
  const count = (status) => refused.filter((value) => value === status).length;
  // 409: out of stock; 503 (after 5 tries): the database gate asked to come back later (ADR 019).
  const others = [...new Set(refused)].map((status) => `${count(status)} × ${status}`).join(', ');
  console.log(
    `\n${BUYERS} checkouts at once on the last ${LAST_UNITS} units: ${checkouts.placed} placed, ` +
      `${refused.length} refused (${others}), stock left ${checkouts.quantity}; ${checkouts.retries} sent again ` +
      `after a 503; ` +
      `answers p50 ${percentile(checkouts.times, 50).toFixed(0)} ms, p99 ${percentile(checkouts.times, 99).toFixed(0)} ms: ` +
      (checkouts.placed === LAST_UNITS && checkouts.quantity === 0 ? 'as expected.' : 'NOT as expected.'),
  );
  if (checkouts.placed !== LAST_UNITS || checkouts.quantity !== 0) process.exitCode = 1;
} finally {
  if (server) await new Promise((resolve) => server.close(resolve));
  await database.close();
  await rm(tempDir, { recursive: true, force: true });
}
