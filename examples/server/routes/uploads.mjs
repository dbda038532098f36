// @ts-check
/**
 * Presigned image uploads: POST /v1/uploads/presign signs a short-lived PUT URL on this server;
 * the PUT checks the signature, the size (5 MB) and the bytes (PNG, JPEG or WEBP) and stores the
 * file; GET /uploads/{key} serves it.
 */
import { randomUUID } from 'node:crypto';
import { checkUploadSignature, signUpload } from '../lib/crypto.mjs';
import { HttpError, badRequest, errorBody, forbidden, notFound } from '../lib/errors.mjs';
import { ownCompany, tenantOf, tokenGuard } from '../lib/context.mjs';
import {
  IMAGE_TYPES,
  IMAGE_TYPE_ERROR,
  MIME_BY_EXTENSION,
  isImageMime,
  sniffImageType,
} from '../lib/imageType.mjs';
import { id, object } from '../lib/schema.mjs';

/** @typedef {import('../lib/context.mjs').Context} Context */
/** @typedef {import('fastify').FastifyRequest} Request */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const PRESIGN_TTL_SECONDS = 5 * 60;
const TOO_LARGE = 'Images must be 5 MB or smaller';
const BAD_SIGNATURE = 'The upload link is invalid or has expired';

/** The object keys of SPEC §7; anything else is not an upload of this server. */
const KEY_PATTERN =
  /^([1-9]\d{0,9})\/(logo|about_us|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|products\/[1-9]\d{0,9}\/logo)\.(png|jpg|webp)$/;

/**
 * The key's company and content type, or null for a malformed key.
 * @param {string} key
 */
function parseKey(key) {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  return { company: Number(match[1]), contentType: MIME_BY_EXTENSION[match[3] ?? ''] ?? '' };
}

/** @param {Request} request */
const keyOf = (request) => /** @type {Record<string, string>} */ (request.params)['*'] ?? '';

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {Context} ctx
 */
export function registerUploadRoutes(app, ctx) {
  const requireToken = tokenGuard(ctx);
  /**
   * Where a stored image is read: root-relative, so links saved in records keep working when the
   * app is served on another port or name (dev server, `npm start`). PUBLIC_UPLOAD_ORIGIN makes it
   * absolute.
   * @param {string} key
   */
  const publicUrl = (key) => `${ctx.env.PUBLIC_UPLOAD_ORIGIN ?? ''}${ctx.apiPrefix}/uploads/${key}`;
  /** The signed PUT goes to this server, as the caller reached it. @param {Request} request @param {string} key */
  const putUrl = (request, key) =>
    `${request.protocol}://${request.headers.host}${ctx.apiPrefix}/uploads/${key}`;

  app.post(
    '/v1/uploads/presign',
    {
      preValidation: requireToken,
      schema: {
        body: object(
          {
            target: { type: 'string', enum: ['logo', 'about-us', 'banner', 'product-logo'] },
            content_type: { type: 'string', minLength: 1, maxLength: 100 },
            company_po_id: id(),
            prod_id: id(),
          },
          ['target', 'content_type', 'company_po_id'],
        ),
      },
    },
    async (request) => {
      const body =
        /**
         * @type {{ target: 'logo' | 'about-us' | 'banner' | 'product-logo', content_type: string,
         *   company_po_id: number, prod_id?: number }}
         */ (request.body);
      const company = ownCompany(request, body.company_po_id);
      const contentType = body.content_type.toLowerCase();
      if (!isImageMime(contentType)) throw badRequest(IMAGE_TYPE_ERROR);
      const ext = IMAGE_TYPES[contentType];
      let objectKey;
      switch (body.target) {
        case 'logo':
          objectKey = `${company}/logo.${ext}`;
          break;
        case 'about-us':
          objectKey = `${company}/about_us.${ext}`;
          break;
        case 'banner':
          objectKey = `${company}/${randomUUID()}.${ext}`;
          break;
        case 'product-logo': {
          if (body.prod_id === undefined)
            throw badRequest('prod_id is required for a product logo');
          const [product] = await ctx.db.query(
            'SELECT prod_id FROM products WHERE prod_id = $1 AND company_id = $2',
            [body.prod_id, company],
          );
          if (!product) throw notFound('Product not found');
          objectKey = `${company}/products/${body.prod_id}/logo.${ext}`;
          break;
        }
      }
      const expires = Math.floor(ctx.now() / 1000) + PRESIGN_TTL_SECONDS;
      const sig = signUpload(ctx.keys.uploads, { company, objectKey, expires, contentType });
      return {
        url: `${putUrl(request, objectKey)}?expires=${expires}&sig=${sig}`,
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
    const parsed = parseKey(key);
    if (!parsed || parsed.company !== tenantOf(request).id) throw notFound('File not found');
    const bytes = await ctx.storage.get(key);
    if (!bytes) throw notFound('File not found');
    return reply
      .header('Content-Type', parsed.contentType)
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
      const err = /** @type {{ statusCode?: number, code?: string, message: string }} */ (error);
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
        return reply.code(413).send(errorBody(413, TOO_LARGE));
      }
      const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) request.log.error(error);
      return reply
        .code(status)
        .send(errorBody(status, status === 500 ? 'Internal Server Error' : err.message));
    });

    uploads.put(
      '/uploads/*',
      {
        // Checked before the body is read, so a forged URL cannot make the server read 5 MB.
        preParsing: async (request) => {
          const query = /** @type {Record<string, unknown>} */ (request.query ?? {});
          const key = keyOf(request);
          const parsed = parseKey(key);
          const expires = Number(query.expires);
          const signature = typeof query.sig === 'string' ? query.sig : '';
          const contentType = String(request.headers['content-type'] ?? '')
            .split(';')[0]
            ?.trim()
            .toLowerCase();
          const valid =
            parsed !== null &&
            parsed.company === tenantOf(request).id &&
            Number.isSafeInteger(expires) &&
            expires * 1000 > ctx.now() &&
            checkUploadSignature(
              ctx.keys.uploads,
              { company: parsed.company, objectKey: key, expires, contentType: contentType ?? '' },
              signature,
            );
          if (!valid) throw forbidden(BAD_SIGNATURE);
          const declared = Number(request.headers['content-length']);
          if (declared > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE);
        },
      },
      async (request) => {
        const key = keyOf(request);
        const body = request.body;
        const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        const parsed = parseKey(key);
        if (!parsed || sniffImageType(bytes) !== parsed.contentType) {
          throw badRequest(IMAGE_TYPE_ERROR);
        }
        await ctx.storage.put(key, bytes, parsed.contentType);
        return { key, url: publicUrl(key) };
      },
    );
  });
}
