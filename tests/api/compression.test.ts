import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw GET (fetch would decode the body and hide the encoding). */
function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((done, fail) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('compressed answers', () => {
  it('gzips a JSON list for a client that accepts gzip, with Vary, and sends the same JSON to one that does not', async () => {
    const gz = await rawGet(`${api.shop}/products?per_page=40`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    const plain = await rawGet(`${api.shop}/products?per_page=40`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const unzipped = gunzipSync(gz.body);
    expect(JSON.parse(unzipped.toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(gz.body.length).toBeLessThan(unzipped.length / 3);
  });

  it('gzips a drawing (SVG) too, and sends a book’s WebP cover as it is', async () => {
    const list = JSON.parse((await rawGet(`${api.shop}/products?per_page=1`, {})).body.toString()) as {
      products: { base_image: { path: string } }[];
    };
    const path = list.products[0]?.base_image.path ?? 'no book in the list';
    const cover = await rawGet(path, { 'Accept-Encoding': 'gzip' });
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect(cover.headers['content-encoding']).toBeUndefined();
    const drawing = await rawGet(path.replace(/\.webp$/, '.svg'), { 'Accept-Encoding': 'gzip' });
    expect(drawing.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(drawing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(drawing.body).toString()).toContain('<svg');
  });

  it('answers a revalidation with 304 and no body, whatever the encoding', async () => {
    const first = await rawGet(`${api.shop}/categories`, { 'Accept-Encoding': 'gzip' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await rawGet(`${api.shop}/categories`, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('leaves a CORS preflight alone', async () => {
    const preflight = await fetch(`${api.shop}/products`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4321', 'Access-Control-Request-Method': 'GET', 'Accept-Encoding': 'gzip' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('content-encoding')).toBeNull();
  });
});
