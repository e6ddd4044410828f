import t from 'tap';
import { UPLOAD_IMAGE_MAX_BYTES } from '@centre/contracts';
import { forEachDatabase } from '@centre/server-kit/testing';
import { member, seededContentApp, staff } from './helpers.ts';

// The console's picture upload (rich-text editor, image fields): type from the bytes, size capped.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const BOUNDARY = '----centre-upload-test';

function multipart(content: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const { field = 'file', filename = 'picture.png', type = 'image/png' } = options;
  const head = Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

await forEachDatabase(t, 'uploads', async (t, database) => {
  const { app } = await seededContentApp(t, database);
  const upload = (body: ReturnType<typeof multipart>, auth: Record<string, string> = staff) =>
    app.inject({ method: 'POST', url: '/api/console/files', payload: body.payload, headers: { ...body.headers, ...auth } });

  t.test('a PNG is stored and served at the answered address', async (t) => {
    const res = await upload(multipart(PNG));
    t.equal(res.statusCode, 201, res.body);
    const { file } = res.json();
    t.match(file, { url: /^\/api\/v1\/files\/[0-9a-f]{32}\.png$/, contentType: 'image/png', size: PNG.length });
    const served = await app.inject({ url: file.url });
    t.equal(served.statusCode, 200);
    t.equal(served.headers['content-type'], 'image/png');
    t.same(served.rawPayload, PNG);
  });

  t.test('the type comes from the bytes, not the name or the claim', async (t) => {
    const html = await upload(multipart(Buffer.from('<html><script>alert(1)</script></html>'), { filename: 'photo.png', type: 'image/png' }));
    t.equal(html.statusCode, 415);
    const svg = await upload(multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { filename: 'a.svg', type: 'image/svg+xml' }));
    t.equal(svg.statusCode, 415, 'SVG (which can carry script) is refused');
    const pdf = await upload(multipart(PDF, { filename: 'a.pdf', type: 'application/pdf' }));
    t.equal(pdf.statusCode, 415, 'only pictures here');
  });

  t.test('size, field and form refusals', async (t) => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES)]);
    const tooLarge = await upload(multipart(big));
    t.equal(tooLarge.statusCode, 413);
    t.equal((await upload(multipart(PNG, { field: 'image' }))).statusCode, 400, 'the field is "file"');
    t.equal((await upload(multipart(Buffer.alloc(0)))).statusCode, 400, 'empty');
    const json = await app.inject({ method: 'POST', url: '/api/console/files', headers: staff, payload: { file: 'x' } });
    t.equal(json.statusCode, 415, 'not multipart');
  });

  t.test('form documents: PDF accepted, pictures too, HTML refused', async (t) => {
    const upload = (body: ReturnType<typeof multipart>) =>
      app.inject({ method: 'POST', url: '/api/console/files/documents', payload: body.payload, headers: { ...body.headers, ...staff } });
    const pdf = await upload(multipart(PDF, { filename: 'form.pdf', type: 'application/pdf' }));
    t.equal(pdf.statusCode, 201);
    t.match(pdf.json().file, { url: /\.pdf$/, contentType: 'application/pdf' });
    const served = await app.inject({ url: pdf.json().file.url });
    t.equal(served.headers['content-disposition'], 'attachment', 'downloaded, not opened in the site');
    t.equal((await upload(multipart(PNG))).statusCode, 201);
    t.equal((await upload(multipart(Buffer.from('<html></html>'), { filename: 'form.pdf', type: 'application/pdf' }))).statusCode, 415);
  });

  t.test('only staff upload', async (t) => {
    t.equal((await upload(multipart(PNG), {})).statusCode, 401);
    t.equal((await upload(multipart(PNG), member)).statusCode, 403);
  });
});
