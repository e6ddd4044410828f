import { DEMO_MEMBER_IDS, type ProductInput, type SellerBusiness, type ShopCategoryInput } from '@centre/contracts';
import { connectDatabase, now, runMigrations, type DatabaseConfig } from '@centre/server-kit';
import { migrations } from '../migrations/index.ts';
import { createCategoriesRepository } from '../repositories/categories.ts';
import { createProductsRepository } from '../repositories/products.ts';
import { createShopSettingsRepository } from '../repositories/settings.ts';
import { createSellerProfilesRepository } from '../repositories/seller-profiles.ts';

const text = (ko: string, en: string, cn: string, jp: string) => ({ ko, en, cn, jp });

// Fixed ids, so a second start finds the demo shop and adds nothing (not random UUIDv7s: never a real row's).
const CATEGORY_IDS = {
  clothing: '0190a5a0-0000-7000-8000-00000000c001',
  aprons: '0190a5a0-0000-7000-8000-00000000c002',
  bags: '0190a5a0-0000-7000-8000-00000000c003',
  fabric: '0190a5a0-0000-7000-8000-00000000c004',
} as const;

const DEMO_CATEGORIES: Array<{ id: string; input: ShopCategoryInput }> = [
  { id: CATEGORY_IDS.clothing, input: { parentId: null, position: 1, title: text('의류', 'Clothing', '服装', '衣類') } },
  { id: CATEGORY_IDS.aprons, input: { parentId: CATEGORY_IDS.clothing, position: 1, title: text('앞치마', 'Aprons', '围裙', 'エプロン') } },
  { id: CATEGORY_IDS.bags, input: { parentId: null, position: 2, title: text('가방·소품', 'Bags and accessories', '包袋·小物', 'バッグ・小物') } },
  { id: CATEGORY_IDS.fabric, input: { parentId: null, position: 3, title: text('원단·부자재', 'Fabric and notions', '面料·辅料', '生地・副資材') } },
];

const delivery = { fulfilment: 'DELIVERY', fee: 3_000, freeOver: 50_000, pickupSite: null } as const;

/** The two demo sellers: the Dapsimni company (its business registration is on file) and a Yongsin maker. */
const DEMO_PRODUCTS: Array<{ sellerId: string; input: ProductInput }> = [
  {
    sellerId: DEMO_MEMBER_IDS.dongdaemun7,
    input: {
      categoryId: CATEGORY_IDS.aprons,
      title: text('워싱 린넨 앞치마', 'Washed linen apron', '水洗亚麻围裙', 'ウォッシュリネンエプロン'),
      description: text('<p>답십리 봉제공장에서 만든 워싱 린넨 앞치마입니다. 허리끈 길이를 조절할 수 있습니다.</p>', '<p>A washed linen apron sewn in a Dapsimni workshop, with adjustable ties.</p>', '<p>踏十里缝制工厂制作的水洗亚麻围裙，腰带可调节。</p>', '<p>踏十里の縫製工場で作ったウォッシュリネンのエプロンです。</p>'),
      price: 32_000,
      options: [
        { size: 'FREE', colour: '베이지', stock: 12 },
        { size: 'FREE', colour: '차콜', stock: 8 },
      ],
      shipping: delivery,
    },
  },
  {
    sellerId: DEMO_MEMBER_IDS.dongdaemun7,
    input: {
      categoryId: CATEGORY_IDS.clothing,
      title: text('코튼 오버핏 셔츠', 'Oversized cotton shirt', '宽松棉衬衫', 'コットンオーバーサイズシャツ'),
      description: text('<p>국내산 코튼 100%. 동대문 원단으로 만든 오버핏 셔츠.</p>', '<p>100% cotton from Dongdaemun fabric markets, cut oversized.</p>', '<p>100%棉，东大门面料制作。</p>', '<p>綿100%、東大門の生地で作ったシャツです。</p>'),
      price: 48_000,
      options: [
        { size: 'M', colour: '화이트', stock: 5 },
        { size: 'L', colour: '화이트', stock: 5 },
        { size: 'L', colour: '스카이블루', stock: 3 },
      ],
      shipping: delivery,
    },
  },
  {
    sellerId: DEMO_MEMBER_IDS.sewing01,
    input: {
      categoryId: CATEGORY_IDS.bags,
      title: text('자투리 원단 파우치', 'Fabric-offcut pouch', '碎布小袋', 'はぎれポーチ'),
      description: text('<p>재단하고 남은 원단으로 만든 파우치. 한 점씩 무늬가 다릅니다.</p>', '<p>Sewn from cutting-room offcuts; every pattern is different.</p>', '<p>用裁剪剩余的面料制作，每件图案不同。</p>', '<p>裁断の残り生地で作ったポーチ。柄は一点ずつ異なります。</p>'),
      price: 9_000,
      options: [{ size: 'S', colour: '랜덤', stock: 20 }],
      shipping: { fulfilment: 'PICKUP', fee: 0, freeOver: null, pickupSite: 'YONGSIN' },
    },
  },
  {
    sellerId: DEMO_MEMBER_IDS.sewing01,
    input: {
      categoryId: CATEGORY_IDS.fabric,
      title: text('면 트윌 원단 1마', 'Cotton twill, one yard', '棉斜纹布一码', 'コットンツイル1ヤード'),
      description: text('<p>폭 150cm 면 트윌 원단, 1마 단위 판매.</p>', '<p>Cotton twill, 150 cm wide, sold by the yard.</p>', '<p>幅宽150厘米棉斜纹布，按码销售。</p>', '<p>幅150cmのコットンツイル、1ヤード単位。</p>'),
      price: 7_500,
      options: [
        { size: '1마', colour: '네이비', stock: 40 },
        { size: '1마', colour: '카키', stock: 0 },
      ],
      shipping: { fulfilment: 'DELIVERY', fee: 3_500, freeOver: 30_000, pickupSite: null },
    },
  },
];

/**
 * The demo sellers' legally required cards, marked as demo data (the numbers carry valid check
 * digits but belong to nobody: a real seller enters their own on my page).
 */
const DEMO_SELLER_CARDS: Array<{ memberId: string; card: SellerBusiness }> = [
  {
    memberId: DEMO_MEMBER_IDS.dongdaemun7,
    card: { tradeName: '답십리패션(주) (데모)', representative: '김답십', businessNumber: '123-45-67891', mailOrderNumber: '2026-서울동대문-0001', address: '서울특별시 동대문구 천호대로 1 (데모)', phone: '02-0000-0001', email: 'demo-seller1@example.org' },
  },
  {
    memberId: DEMO_MEMBER_IDS.sewing01,
    card: { tradeName: '용신 재봉공방 (데모)', representative: '박용신', businessNumber: '987-65-43215', mailOrderNumber: '2026-서울동대문-0002', address: '서울특별시 동대문구 왕산로 1 (데모)', phone: '02-0000-0002', email: 'demo-seller2@example.org' },
  },
];

/** Run once by the launcher before the service starts: migrations, then (in demo mode) demo content. */
export async function prepareShopDatabase(database: DatabaseConfig, options: { demo: boolean }): Promise<{ productsCreated: number }> {
  const db = await connectDatabase(database);
  try {
    await runMigrations(db, migrations);
    if (!options.demo) return { productsCreated: 0 };
    const categories = createCategoriesRepository(db);
    const products = createProductsRepository(db);
    const at = now();
    for (const category of DEMO_CATEGORIES) {
      if (!(await categories.findForConsole(category.id))) await categories.create(category.input, at, category.id);
    }
    let productsCreated = 0;
    // The demo products go in once: a shop that has any product of a demo seller is left as it is.
    const existing = await db('products').select('id').whereIn('seller_id', [DEMO_MEMBER_IDS.dongdaemun7, DEMO_MEMBER_IDS.sewing01]).first();
    if (!existing) {
      for (const product of DEMO_PRODUCTS) {
        const id = await products.create(product.sellerId, product.input, at);
        await products.moveStatus(id, ['DRAFT'], 'ON_SALE', at, { submittedAt: at });
        productsCreated++;
      }
    }
    const cards = createSellerProfilesRepository(db);
    for (const { memberId, card } of DEMO_SELLER_CARDS) if (!(await cards.find(memberId))) await cards.save(memberId, card, at);
    const settings = createShopSettingsRepository(db);
    if (!(await settings.read()).accountNumber) {
      // A demo account, marked as such: a real site sets its own in the console.
      await settings.write({ bank: '데모은행 (DEMO)', accountNumber: '000-0000-0000', holder: '패션봉제지원센터 (데모)' });
    }
    return { productsCreated };
  } finally {
    await db.destroy();
  }
}
