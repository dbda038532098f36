/**
 * Presigned image uploads (docs/api-contract.md, uploads): POST /v1/uploads/presign signs a
 * short-lived PUT URL on this server; the PUT checks the signature, the size and the bytes (PNG,
 * JPEG or WEBP, by the kit's sniffing) and stores the file; GET /uploads/{key} serves it. Object
 * keys are the kit's (src/kernel/objectKey.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isAllowedImageMime, sniffImageType } from '../../../src/kernel/imageType.ts';
import { objectKeyFor, parseObjectKey } from '../../../src/kernel/objectKey.ts';
import type { UploadTarget } from '../../../src/kernel/types/upload.ts';
import { MAX_UPLOAD_BYTES } from '../../../src/kernel/rules.ts';
import { assertAdmin, assertMaySeller, ownCompany, tenantOf, tokenGuard } from '../lib/auth.ts';
import type { Api, Context } from '../lib/context.ts';
import { checkUploadSignature, signUpload } from '../lib/crypto.ts';
import { fail, replyWithError, toHttpError } from '../lib/errors.ts';
import { choice, id, object, optional, textParam } from '../lib/schema.ts';

const PRESIGN_TTL_SECONDS = 5 * 60;
const TARGETS = ['logo', 'about-us', 'banner', 'product-logo'] as const satisfies ReadonlyArray<
  UploadTarget['kind']
>;

/** The key after `/uploads/`. */
const keyOf = (request: FastifyRequest) => (request.params as { '*'?: string })['*'] ?? '';

export function registerUploadRoutes(app: Api, ctx: Context): void {
  const requireToken = tokenGuard(ctx);

  /** Whether the upload URL with this nonce has stored its file already. */
  async function uploadUsed(nonce: string): Promise<boolean> {
    const rows = await ctx.db.query('SELECT 1 FROM upload_uses WHERE nonce = $1', [nonce]);
    return rows.length > 0;
  }
  /** Marks the URL's nonce used (false: it was already); forgets nonces of expired URLs. */
  async function takeUpload(nonce: string, expiresAt: number): Promise<boolean> {
    await ctx.db.query('DELETE FROM upload_uses WHERE expires_at < $1', [ctx.now()]);
    const taken = await ctx.db.query(
      `INSERT INTO upload_uses (nonce, expires_at) VALUES ($1, $2)
       ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
      [nonce, expiresAt],
    );
    return taken.length > 0;
  }
  /**
   * Where a stored image is read: root-relative, so links saved in records keep working when the
   * app is served on another port or name (dev server, `npm start`). PUBLIC_UPLOAD_ORIGIN makes it
   * absolute.
   */
  const publicUrl = (key: string) =>
    `${ctx.env.PUBLIC_UPLOAD_ORIGIN ?? ''}${ctx.apiPrefix}/uploads/${key}`;
  /**
   * The signed PUT goes to the tenant's configured public origin, never to the request's Host
   * (`Host: acme.localhost@evil.example` would hand the caller a URL on evil.example).
   */
  const putUrl = (request: FastifyRequest, key: string) =>
    `${ctx.publicOrigin(tenantOf(request).label)}${ctx.apiPrefix}/uploads/${key}`;

  app.post(
    '/v1/uploads/presign',
    {
      preValidation: requireToken,
      schema: {
        body: object({
          target: choice(TARGETS),
          content_type: textParam('content_type'),
          company_po_id: id(),
          prod_id: optional(id()),
        }),
      },
    },
    async (request) => {
      const { body } = request;
      const company = ownCompany(request, body.company_po_id);
      const contentType = body.content_type.toLowerCase();
      if (!isAllowedImageMime(contentType)) throw fail('image-type');
      let target: UploadTarget;
      if (body.target === 'product-logo') {
        if (body.prod_id === undefined) throw fail('field-required', { field: 'prod_id' });
        const [product] = await ctx.db.query<{ account_id: number | null }>(
          `SELECT s.account_id FROM products p JOIN sellers s ON s.seller_id = p.seller_id
            WHERE p.prod_id = $1 AND p.company_id = $2`,
          [body.prod_id, company],
        );
        if (!product) throw fail('product-not-found');
        assertMaySeller(request, product.account_id, 'product-not-found');
        target = { kind: 'product-logo', company_po_id: company, prod_id: body.prod_id };
      } else {
        // Banners are catalog entries both wizards create; the logo and the about-us image are
        // the company profile's, its administrators' alone.
        if (body.target !== 'banner') assertAdmin(request);
        target = { kind: body.target, company_po_id: company };
      }
      const objectKey = objectKeyFor(target, contentType);
      const expires = Math.floor(ctx.now() / 1000) + PRESIGN_TTL_SECONDS;
      const nonce = randomBytes(12).toString('base64url');
      const sig = signUpload(ctx.keys.uploads, {
        company,
        objectKey,
        expires,
        contentType,
        nonce,
      });
      return {
        url: `${putUrl(request, objectKey)}?expires=${expires}&nonce=${nonce}&sig=${sig}`,
        method: 'PUT',
        headers: { 'Content-Type': contentType },
        key: objectKey,
        publicUrl: publicUrl(objectKey),
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
  );

  app.get('/uploads/*', async (request, reply) => {
    const key = keyOf(request);
    const parsed = parseObjectKey(key);
    if (!parsed || parsed.company_po_id !== tenantOf(request).id) throw fail('file-not-found');
    const bytes = await ctx.storage.get(key);
    if (!bytes) throw fail('file-not-found');
    return reply
      .header('Content-Type', parsed.mime)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'no-cache')
      .send(bytes);
  });

  // The PUT reads raw bytes: its own parsers and error handler, encapsulated in a child context.
  app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
    uploads.setErrorHandler((error, request, reply) => {
      // An image over the limit is told as such, not as a JSON body too large.
      const refusal = toHttpError(error);
      if (refusal.code === 'body-too-large') {
        return replyWithError(fail('image-too-large'), request, reply);
      }
      return replyWithError(refusal, request, reply);
    });

    uploads.put(
      '/uploads/*',
      {
        // Checked before the body is read, so a forged URL cannot make the server read 5 MB.
        preParsing: async (request) => {
          const query = (request.query ?? {}) as Record<string, unknown>;
          const key = keyOf(request);
          const parsed = parseObjectKey(key);
          const expires = Number(query.expires);
          const signature = typeof query.sig === 'string' ? query.sig : '';
          const nonce = typeof query.nonce === 'string' ? query.nonce : '';
          const contentType = String(request.headers['content-type'] ?? '')
            .split(';')[0]
            ?.trim()
            .toLowerCase();
          const valid =
            parsed !== null &&
            parsed.company_po_id === tenantOf(request).id &&
            Number.isSafeInteger(expires) &&
            expires * 1000 > ctx.now() &&
            checkUploadSignature(
              ctx.keys.uploads,
              {
                company: parsed.company_po_id,
                objectKey: key,
                expires,
                contentType: contentType ?? '',
                nonce,
              },
              signature,
            ) &&
            !(await uploadUsed(nonce));
          if (!valid) throw fail('upload-link-invalid');
          const declared = Number(request.headers['content-length']);
          if (declared > MAX_UPLOAD_BYTES) throw fail('image-too-large');
        },
      },
      async (request) => {
        const key = keyOf(request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const parsed = parseObjectKey(key);
        if (!parsed || sniffImageType(bytes) !== parsed.mime) throw fail('image-type');
        // The URL stores one file, once: its nonce is taken before the file is written, so two
        // PUTs racing with one URL store one file. A refused PUT (type, size) leaves it usable.
        const query = request.query as Record<string, string>;
        if (!(await takeUpload(String(query.nonce), Number(query.expires) * 1000))) {
          throw fail('upload-link-invalid');
        }
        await ctx.storage.put(key, bytes, parsed.mime);
        return { key, url: publicUrl(key) };
      },
    );
  });
}
