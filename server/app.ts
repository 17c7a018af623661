import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ContractTypeProvider } from './routes/type-provider.js';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { answerUnreadableRequest, capConnectionsPerAddress, connectionTimeouts } from './connection-limits.js';
import type { AppDeps } from './deps.js';
import { sendDateHeader } from './date-header.js';
import { refusalText } from '../contract/refusals.js';
import {
  ApiError,
  codedProblem,
  fieldProblem,
  refusedFields,
  type ErrorBody,
  type FieldProblem,
  type MessageParams,
  type RefusalCode,
} from './errors.js';
import { registerMetrics } from './metrics.js';
import { serverLogging } from './request-logger.js';
import { registerRoutes } from './routes/index.js';
import { buildServices, servicesLifecycle, type AppServices } from './services/index.js';
import { sendSecurityHeaders } from './security-headers.js';
import { databaseFault, faultAnswer } from './store/database-faults.js';

const API_DOCS = '/api/docs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's in-memory services (server/services/index.ts), for tests that wait on them. */
    services: AppServices;
  }
}

/** Builds the whole HTTP application without listening, so tests can use `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, clock } = deps;
  const logging = deps.logger && serverLogging(deps.logger);
  const app = Fastify({
    ...(logging ? logging.fastify : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // On shutdown (server/main.ts) a request that arrives on a kept-alive connection is answered as usual, with
    // `Connection: close`, rather than with a 503; idle kept-alive connections are closed at once.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    http: connectionTimeouts(config.connections),
    // Fastify sets these two on the server itself, over what `http` gave.
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    requestTimeout: config.connections.requestTimeoutMs,
    clientErrorHandler: answerUnreadableRequest,
    // An address the router cannot decode never reaches the error handler below.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void (reply as FastifyReply).status(status).send(requestProblem(status, error));
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  }).withTypeProvider<ContractTypeProvider>();
  if (logging) app.log = logging.log;
  capConnectionsPerAddress(app.server, config.connections.perAddress, app.log);
  // First, so that its hooks reach every route registered after it.
  registerMetrics(app, deps);

  // One hook for the headers of every answer: each hook is a step of every request.
  const dateHeader = sendDateHeader(clock);
  const securityHeaders = sendSecurityHeaders(API_DOCS);
  app.addHook('onSend', (request, reply, payload, done) => {
    dateHeader(reply);
    securityHeaders(request, reply);
    done(null, payload);
  });
  // Cross-origin calls are opt-in (CORS_ORIGINS): without origins the plugin would run on every request to do nothing.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match'],
      exposedHeaders: ['ETag', 'Date', 'Retry-After', 'Content-Disposition'],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  }
  await app.register(swagger, {
    openapi: { info: { title: 'Matka API', version: '1.0.0' } },
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const fault = error instanceof ApiError ? undefined : databaseFault(error);
    if (fault) {
      request.log.error({ err: error, code: fault }, FAULT_LOG_LINES[fault]);
      error = faultAnswer(fault);
    }
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.body());
    }
    if (error.validation) {
      const errors = error.validation.map((problem) =>
        validationProblem(problem.instancePath, problem.keyword, problem.message, problem.params),
      );
      return reply.status(400).send(refusedFields(errors).body());
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(new ApiError(500, 'SERVER_ERROR').body());
    }
    return reply.status(status).send(requestProblem(status, error));
  });

  const services = buildServices({ ...deps, log: app.log });
  app.decorate('services', services);
  const lifecycle = servicesLifecycle(services, { store: deps.store, log: app.log });
  app.addHook('onReady', lifecycle.ready);
  app.addHook('onClose', lifecycle.close);
  await app.register(async (api) => registerRoutes(api, { ...deps, services }), { prefix: '/api' });
  await registerAppShells(app, config.distDir);
  return app;
}

/** A schema's verdict on one field, as an errors[] item with a registered code. */
function validationProblem(
  instancePath: string,
  keyword: string,
  message: string | undefined,
  params: Record<string, unknown>,
): FieldProblem {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
  if (typeof params.missingProperty === 'string') {
    return fieldProblem('FIELD_REQUIRED', { field: params.missingProperty }, path);
  }
  // The input-limit table's wording (src/domain/input-limits.ts), for limits a route schema checks.
  if (keyword === 'maxLength' && path && typeof params.limit === 'number') {
    return fieldProblem('TEXT_TOO_LONG', { label: path, max: params.limit }, path);
  }
  const field = path ?? 'Request';
  const rule = message ?? 'is invalid';
  // The schema's common rules under codes of their own, their values as params; the wording stays the schema's.
  const coded = SCHEMA_RULES[keyword]?.(field, params);
  if (coded && refusalText(coded.code, coded.params) === `${field} ${rule}`) return codedProblem({ ...coded, field: path });
  return fieldProblem('FIELD_INVALID', { field, rule }, path);
}

/** The schema rules with a code of their own, and their params from the schema's verdict. */
const SCHEMA_RULES: Readonly<
  Record<string, (field: string, params: Record<string, unknown>) => { code: RefusalCode; params: MessageParams } | undefined>
> = {
  type: (field, { type }) => (typeof type === 'string' ? { code: 'FIELD_TYPE_INVALID', params: { field, type } } : undefined),
  enum: (field) => ({ code: 'FIELD_NOT_ALLOWED', params: { field } }),
  pattern: (field, { pattern }) =>
    typeof pattern === 'string' ? { code: 'FIELD_PATTERN_INVALID', params: { field, pattern } } : undefined,
  minLength: (field, { limit }) => (typeof limit === 'number' ? { code: 'FIELD_TOO_SHORT', params: { field, min: limit } } : undefined),
  minimum: (field, { limit }) => (typeof limit === 'number' ? { code: 'FIELD_BELOW_MINIMUM', params: { field, min: limit } } : undefined),
  maximum: (field, { limit }) => (typeof limit === 'number' ? { code: 'FIELD_ABOVE_MAXIMUM', params: { field, max: limit } } : undefined),
  additionalProperties: (field) => ({ code: 'FIELD_UNKNOWN_PROPERTY', params: { field } }),
};

/**
 * The body of a request Fastify refused. A body the parser refused (not JSON, empty, too large, an unsupported
 * content type) or an address it could not decode is a problem with the request like any validation failure,
 * so it carries errors[] too.
 */
function requestProblem(status: number, error: FastifyError): ErrorBody {
  const code = requestProblemCode(status, error.code);
  const path = REQUEST_PROBLEM_PATHS[error.code];
  return new ApiError(status, code, undefined, path ? { errors: [codedProblem({ code, field: path })] } : {}).body();
}

/** What the log says when a request meets a database fault (server/store/database-faults.ts). */
const FAULT_LOG_LINES = {
  DATABASE_UNAVAILABLE: 'database unavailable (unreachable, restarting or not answering in time): answered 503',
  STORAGE_UNAVAILABLE: 'the database file cannot be written (disk full or I/O error): answered 503',
} as const;

/** Fastify's errors about the request body or address, and the errors[] path each one concerns. */
const REQUEST_PROBLEM_PATHS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type',
  FST_ERR_BAD_URL: 'url',
  FST_ERR_MAX_PARAM_LENGTH: 'url',
};

/** Fastify's refusals of a request's body or address, by Fastify's code. */
const REQUEST_PROBLEM_CODES: Readonly<Record<string, RefusalCode>> = {
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BODY_NOT_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BODY_EMPTY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BODY_LENGTH_MISMATCH',
};

function requestProblemCode(status: number, code: string): RefusalCode {
  const known = REQUEST_PROBLEM_CODES[code];
  if (known) return known;
  if (status === 415) return 'CONTENT_TYPE_UNSUPPORTED';
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 404) return 'NOT_FOUND';
  return 'BAD_REQUEST';
}

/** Serves the built player app (SPA fallback) and the admin app at /admin/. */
async function registerAppShells(app: FastifyInstance, distDir: string): Promise<void> {
  const hasPlayerApp = existsSync(join(distDir, 'index.html'));
  if (hasPlayerApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build's brotli and gzip copies (scripts/precompress.ts), chosen by the request's Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api' || path.startsWith('/api/') || !isPageRequest || !hasPlayerApp) {
      return reply.status(404).send(new ApiError(404, 'NOT_FOUND').body());
    }
    const shell = path === '/admin' || path.startsWith('/admin/') ? 'admin/index.html' : 'index.html';
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(shell, distDir);
  });
}
