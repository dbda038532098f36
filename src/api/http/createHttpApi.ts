import type { AxiosInstance } from 'axios';
import type { BackofficeApi, CallOptions, CatalogResource } from '../BackofficeApi';
import { ApiError } from '../../kernel/errors';
import type {
  ActivationResult,
  CompanyProfile,
  CompanyRecord,
  Country,
  Id,
  InvitationResult,
  InvitationDetails,
  PendingInvitation,
  StoreAdmin,
  Product,
  ProductCreateResult,
  Province,
  RegisterResult,
  OnboardingFacts,
  Seller,
  SellerProgress,
  SellerShop,
  SignInRecord,
} from '../types';
import {
  activationBody,
  bannerBody,
  brandBody,
  changePasswordBody,
  collectionBody,
  companyPageBody,
  completionBody,
  level1Body,
  level2Body,
  level3Body,
  productCreateBody,
  productVariantsBody,
  registerBody,
  sellerUpdateBody,
  shopBody,
  signInBody,
  storeSellerBody,
} from '../../kernel/payloads';
import { CATALOG_PATHS, companyListPath, EARLY_READ_PATHS, type EarlyReads } from './earlyReads';
import { createTransport, type HttpRequest, type Send } from './transport';

export interface HttpApiConfig {
  /** The API base every path of docs/api-contract.md is relative to, e.g. `/api`. */
  baseURL: string;
  /** Sent on every call under `apiKeyHeader` when given. Supplied at run time, never bundled. */
  apiKey?: string;
  /** Header name of the API key. @default 'x-api-key' */
  apiKeyHeader?: string;
  /** The signed-in account's token (e.g. from the session); null means none. Preferred when it returns one. */
  getAccessToken?: () => string | null | Promise<string | null>;
  /**
   * Legacy service account: `POST /auth/login` once, then `Bearer {token}`; the token is cached and
   * renewed once when a call answers 401. Supplied by the host at run time, never bundled.
   */
  serviceAccount?: { username: string; password: string };
  /**
   * How long a call may take, in milliseconds. Calls go out once: the kit's query client retries
   * a read that found no server (`createKitQueryClient`). @default 15000
   */
  timeoutMs?: number;
  /** Extra headers on every call (e.g. `Host` when a Node test talks to 127.0.0.1). */
  headers?: Record<string, string>;
  /** The axios instance to send with (interceptors, adapters). @default axios.create() */
  axios?: AxiosInstance;
  /** Where the company init file is, per host label. @default (label) => `/init/${label}.json` */
  initPath?: (hostLabel: string) => string;
  /** Clock for the timestamps the adapter adds. @default () => new Date() */
  now?: () => Date;
  /**
   * Reads started before this adapter was loaded (`startEarlyReads`): a GET of the same path takes
   * its answer once instead of asking again; any write drops them.
   */
  early?: EarlyReads;
  /**
   * Called when a call made for the signed-in account answers 401: its token expired or was
   * revoked, and retrying cannot succeed. Sign the user in again (or renew the token) here; the
   * call itself still fails with the error. Public calls (sign-in, register, activation) never
   * call it: a wrong password is not a session that ended.
   */
  onUnauthorized?: (error: ApiError) => void;
}

const seg = encodeURIComponent;

const unexpected = (request: HttpRequest) =>
  new ApiError(`Unexpected answer from ${request.method} ${request.path}`, { kind: 'invalid' });

/** The first item of a list answer, or an 'invalid' ApiError naming the call. */
function first<T>(answer: unknown, request: HttpRequest): T {
  if (Array.isArray(answer) && answer.length > 0) return answer[0] as T;
  throw unexpected(request);
}

/**
 * A list answer. Anything else (say, an HTML page a misrouted proxy answered 200 with) is an
 * 'invalid' ApiError rather than an empty list that would hide the problem.
 */
async function sendList<T>(send: Send, request: HttpRequest): Promise<T[]> {
  const answer = await send<unknown>(request);
  if (!Array.isArray(answer)) throw unexpected(request);
  return answer as T[];
}

function catalog<T, Input>(
  send: Send,
  base: string,
  body: (companyId: Id, input: Input) => object,
): CatalogResource<T, Input> {
  return {
    list: async (companyId, options) =>
      sendList<T>(send, {
        method: 'GET',
        path: companyListPath(base, companyId),
        signal: options?.signal,
      }),
    create: (companyId, input, options) =>
      send<T>({
        method: 'POST',
        path: base,
        body: body(companyId, input),
        signal: options?.signal,
      }),
    remove: async (companyId, entryId, options) => {
      await send({
        method: 'DELETE',
        path: `${base}/company_po_id/${seg(String(companyId))}/${seg(String(entryId))}`,
        signal: options?.signal,
      });
    },
  };
}

/**
 * The BackofficeApi over HTTP (axios), following docs/api-contract.md to the letter: paths, bodies,
 * `Version: 1.0`, the optional API key, account or service-account tokens, a timeout.
 *
 * @example
 * const api = createHttpApi({
 *   baseURL: '/api',
 *   getAccessToken: () => session.get()?.user.access_token ?? null,
 * });
 */
export function createHttpApi(config: HttpApiConfig): BackofficeApi {
  const send = createTransport({
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    apiKeyHeader: config.apiKeyHeader ?? 'x-api-key',
    headers: config.headers,
    getAccessToken: config.getAccessToken,
    serviceAccount: config.serviceAccount,
    timeoutMs: config.timeoutMs ?? 15_000,
    axios: config.axios,
    early: config.early,
    onUnauthorized: config.onUnauthorized,
  });
  const now = config.now ?? (() => new Date());
  const initPath = config.initPath ?? ((label: string) => `/init/${seg(label)}.json`);
  const signalOf = (options?: CallOptions) => options?.signal;

  const getFirst = async <T>(path: string, options?: CallOptions, isPublic = false) => {
    const request: HttpRequest = {
      method: 'GET',
      path,
      public: isPublic,
      signal: signalOf(options),
    };
    return first<T>(await send(request), request);
  };

  return {
    account: {
      signIn: async (input, options) =>
        sendList<SignInRecord>(send, {
          method: 'POST',
          path: '/signinSeller',
          body: signInBody(input),
          public: true,
          signal: signalOf(options),
        }),
      register: (input, options) =>
        send<RegisterResult>({
          method: 'POST',
          path: '/v1/register',
          body: registerBody(input),
          public: true,
          signal: signalOf(options),
        }),
      resendActivation: async (username, options) => {
        await send({
          method: 'POST',
          path: '/v1/register/resendActivation',
          body: { username },
          public: true,
          signal: signalOf(options),
        });
      },
      isUsernameTaken: async (username, options) => {
        const answer = await send<unknown>({
          method: 'GET',
          path: `/v1/register/Username/${seg(username)}`,
          public: true,
          signal: signalOf(options),
        });
        return Array.isArray(answer) ? answer.length > 0 : Boolean(answer);
      },
      activate: (kind, input, options) =>
        send<ActivationResult>({
          method: 'POST',
          path: kind === 'company' ? '/v1/companyPO/activation' : '/v1/companySeller/activation',
          body: activationBody(input),
          public: true,
          signal: signalOf(options),
        }),
      changePassword: async (kind, userId, input, options) => {
        const answer = await send<{ access_token?: unknown } | null>({
          method: 'POST',
          path:
            kind === 'company'
              ? '/v1/companyPO/changepassword'
              : '/v1/companySeller/changepassword',
          body: changePasswordBody(kind, userId, input, now()),
          signal: signalOf(options),
        });
        const token = answer?.access_token;
        return typeof token === 'string' && token ? { access_token: token } : {};
      },
      signOut: async (accessToken, options) => {
        await send({
          method: 'POST',
          path: '/v1/signout',
          body: {},
          token: accessToken,
          signal: signalOf(options),
        });
      },
      revokeSessions: async (proof, options) => {
        const answer = await send<{ access_token?: unknown } | null>({
          method: 'POST',
          path: '/v1/sessions/revoke',
          body: { current_pw: proof.current_pw },
          signal: signalOf(options),
        });
        const token = answer?.access_token;
        return typeof token === 'string' && token ? { access_token: token } : {};
      },
    },
    tenant: {
      resolve: (hostLabel, options) => getFirst<CompanyProfile>(initPath(hostLabel), options, true),
    },
    company: {
      get: (companyId, options) =>
        getFirst<CompanyRecord>(EARLY_READ_PATHS['company.get'](companyId), options),
      savePage: async (page, companyId, values, options) => {
        await send({
          method: 'POST',
          path: `/v1/companyPO/page${page}`,
          body: companyPageBody(page, companyId, values),
          signal: signalOf(options),
        });
      },
      completeStep: async (page, companyId, options) => {
        await send({
          method: 'POST',
          path: `/v1/companyPO/page${page}`,
          body: completionBody(companyId),
          signal: signalOf(options),
        });
      },
    },
    invitations: {
      create: (companyId, input, options) =>
        send<InvitationResult>({
          method: 'POST',
          path: '/v1/companyPO/invitations',
          body: { email: input.email, company_po_id: companyId, current_pw: input.current_pw },
          signal: signalOf(options),
        }),
      lookup: (secret, options) =>
        send<InvitationDetails>({
          method: 'POST',
          path: '/v1/register/invitation',
          body: { invitation: secret },
          public: true,
          signal: signalOf(options),
        }),
      list: async (companyId, options) =>
        sendList<PendingInvitation>(send, {
          method: 'GET',
          path: EARLY_READ_PATHS['invitations.list'](companyId),
          signal: signalOf(options),
        }),
      revoke: async (companyId, invitationId, options) => {
        await send({
          method: 'DELETE',
          path: `/v1/companyPO/${seg(String(companyId))}/invitations/${seg(String(invitationId))}`,
          signal: signalOf(options),
        });
      },
    },
    admins: {
      list: async (companyId, options) =>
        sendList<StoreAdmin>(send, {
          method: 'GET',
          path: EARLY_READ_PATHS['admins.list'](companyId),
          signal: signalOf(options),
        }),
      remove: async (companyId, userId, proof, options) => {
        await send({
          method: 'DELETE',
          path: `/v1/companyPO/${seg(String(companyId))}/admins/${seg(String(userId))}`,
          body: { current_pw: proof.current_pw },
          signal: signalOf(options),
        });
      },
      transferOwnership: async (companyId, userId, proof, options) => {
        await send({
          method: 'POST',
          path: `/v1/companyPO/${seg(String(companyId))}/owner`,
          body: { user_po_id: userId, current_pw: proof.current_pw },
          signal: signalOf(options),
        });
      },
    },
    reference: {
      countries: async (options) =>
        sendList<Country>(send, {
          method: 'GET',
          path: '/v1/country',
          public: true,
          signal: signalOf(options),
        }),
      provinces: async (countryId, options) =>
        sendList<Province>(send, {
          method: 'GET',
          path: `/v1/countryProvince/Country/${seg(countryId)}`,
          public: true,
          signal: signalOf(options),
        }),
    },
    brands: catalog(send, '/v1/companyBrand', brandBody),
    level1: catalog(send, CATALOG_PATHS.level1, level1Body),
    level2: catalog(send, CATALOG_PATHS.level2, level2Body),
    level3: catalog(send, CATALOG_PATHS.level3, level3Body),
    banners: catalog(send, CATALOG_PATHS.banners, bannerBody),
    collections: catalog(send, CATALOG_PATHS.collections, collectionBody),
    products: {
      list: async (companyId, options) =>
        sendList<Product>(send, {
          method: 'GET',
          path: EARLY_READ_PATHS['products.list'](companyId),
          signal: signalOf(options),
        }),
      get: (prodId, options) =>
        getFirst<Product>(`/v1/companySellerProd/${seg(String(prodId))}`, options),
      create: async (input, options) => {
        const request: HttpRequest = {
          method: 'POST',
          path: '/v1/companySellerProd',
          body: productCreateBody(input),
          signal: signalOf(options),
        };
        const answer = first<ProductCreateResult[number]>(await send(request), request);
        const prodId = answer?.rows?.[0]?.prod_id;
        if (typeof prodId !== 'number') {
          throw new ApiError(`Unexpected answer from POST ${request.path}`, { kind: 'invalid' });
        }
        return prodId;
      },
      saveVariants: async (input, options) => {
        await send({
          method: 'POST',
          path: '/v1/companySellerProd/page2',
          body: productVariantsBody(input),
          signal: signalOf(options),
        });
      },
    },
    sellers: {
      list: async (companyId, options) =>
        sendList<Seller>(send, {
          method: 'GET',
          path: EARLY_READ_PATHS['sellers.list'](companyId),
          signal: signalOf(options),
        }),
      getByBusinessName: async (businessName, options) =>
        (
          await sendList<Seller>(send, {
            method: 'GET',
            path: `/v1/companySeller/BusinessName/${seg(businessName)}`,
            signal: signalOf(options),
          })
        )[0] ?? null,
      update: async (input, options) => {
        await send({
          method: 'PUT',
          path: `/v1/companySeller/${seg(String(input.seller_id))}`,
          body: sellerUpdateBody(input),
          signal: signalOf(options),
        });
      },
      store: async (companyId, options) =>
        (
          await sendList<Seller>(send, {
            method: 'GET',
            path: `/v1/companyPO/${seg(String(companyId))}/seller`,
            signal: signalOf(options),
          })
        )[0] ?? null,
      saveStore: async (input, options) =>
        (
          await send<{ seller_id: Id }>({
            method: 'PUT',
            path: `/v1/companyPO/${seg(String(input.company_id))}/seller`,
            body: storeSellerBody(input),
            signal: signalOf(options),
          })
        ).seller_id,
      shop: (sellerId, options) =>
        getFirst<SellerShop>(`/v1/companySeller/${seg(String(sellerId))}/shop`, options),
      saveShop: async (section, sellerId, values, options) => {
        await send({
          method: 'POST',
          path: `/v1/companySeller/${seg(String(sellerId))}/shop/${section}`,
          body: shopBody(section, values),
          signal: signalOf(options),
        });
      },
    },
    onboarding: {
      progress: (options) =>
        send<OnboardingFacts>({
          method: 'GET',
          path: EARLY_READ_PATHS['onboarding.progress'](),
          signal: signalOf(options),
        }),
      sellers: (options) =>
        sendList<SellerProgress>(send, {
          method: 'GET',
          path: EARLY_READ_PATHS['onboarding.sellers'](),
          signal: signalOf(options),
        }),
    },
  };
}
