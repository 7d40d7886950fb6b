import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { searchWords } from '@shop/shared/search';
import { withScriptVariants } from '@shop/shared/search-hinglish';
import { queryRows } from '../src/db/client';
import { products } from '../src/db/schema';
import { forgivingSearch } from '../src/modules/catalog/catalog.sql';
import { createProduct } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Search in both scripts and in Hinglish (issue 39, docs/decisions/259-search-in-both-scripts.md). */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const KURTA_EN = "Kavya Women's Cotton Printed Straight Kurta";
const KURTA_HI = 'काव्या महिलाओं का सूती प्रिंटेड स्ट्रेट कुर्ता';
const SAREE_EN = 'Kavya Banarasi Art Silk Saree with Unstitched Blouse Piece';
const SHOES_EN = "StrideUp Men's Lightweight Running Shoes";

const names = async (q: string, lang = '') => {
  const res = await t.request(`/api/products?q=${encodeURIComponent(q)}${lang}`);
  expect(res.status, res.text).toBe(200);
  return (res.body.products as { name: string }[]).map((p) => p.name);
};

describe('search words keep Devanagari words whole', () => {
  it('does not split "कुर्ता" at its vowel signs, and keeps Hinglish and Devanagari spellings together', () => {
    expect(searchWords('लाल कुर्ता')).toEqual(['लाल', 'कुर्ता']);
    expect(withScriptVariants(['kurti'])).toEqual(expect.arrayContaining(['kurta', 'कुर्ता']));
    expect(withScriptVariants(['joote'])).toEqual(expect.arrayContaining(['shoes', 'जूते']));
  });
});

describe('both scripts', () => {
  it.each(['कुर्ता', 'kurta', 'kurti', 'KURTA'])('"%s" finds the kurta first', async (q) => {
    expect((await names(q))[0]).toBe(KURTA_EN);
  });

  it('a Hindi query answers with the Hindi name on a Hindi page', async () => {
    expect((await names('सूती कुर्ता', '&lang=hi'))[0]).toBe(KURTA_HI);
  });

  it.each(['साड़ी', 'saree', 'sari'])('"%s" finds the saree first', async (q) => {
    expect((await names(q))[0]).toBe(SAREE_EN);
  });

  it.each(['joote', 'juta', 'जूते'])('"%s" finds the running shoes', async (q) => {
    expect(await names(q)).toContain(SHOES_EN);
  });

  it('"कुर्ता" finds a kurta the merchant named only in English, and "kurta" one named only in Hindi', async () => {
    // Fresh queries: answers are cached, and these products are written straight to the database.
    await createProduct(t, { name: 'Zarqa Chikankari Kurta' });
    await createProduct(t, { name: 'Noorani Festive Piece', nameHi: 'नूरानी चिकनकारी कुर्ता' });
    expect(await names('zarqa कुर्ता')).toContain('Zarqa Chikankari Kurta');
    expect(await names('noorani kurta')).toContain('Noorani Festive Piece');
  });

  it('a Hindi word that means nothing in the shop finds nothing and does not fail', async () => {
    expect(await names('हाथी')).toEqual([]);
  });
});

describe('query plan', () => {
  it('answers a Hindi search from the full-text index (products_search_idx), not by reading every row', async () => {
    const words = searchWords('सूती कुर्ता').map((w) => withScriptVariants([w]));
    const { where } = forgivingSearch(words, 'सूती कुर्ता', []);
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<Record<string, string>>(
        tx,
        // Without the live-products filter, so no partial index on deleted_at stands in for the search's own.
        sql`explain select ${products.id} from ${products} where ${where}`,
      );
      return rows.map((r) => Object.values(r).join(' ')).join('\n');
    });
    // Each arm from its index: the full text from the GIN vector, the typed words' trigrams from the name's.
    expect(plan).toContain('Bitmap Index Scan on products_search_idx');
    expect(plan).not.toMatch(/Seq Scan on products/);
  });
});
